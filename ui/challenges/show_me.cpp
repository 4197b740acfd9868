#include "challenges/show_me.h"

#include "state/app_state.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

namespace {

struct ShowMe
{
    Q_DECLARE_TR_FUNCTIONS(ShowMe)
};

int setting(const pe::Question &question, const char *name)
{
    return question.settings.value(QLatin1String(name)).toInt();
}

// The encoding a question of the sinusoidal encoding was asked at.
pe::SchemeParams encodingOf(const pe::Question &question, pe::SchemeParams scheme)
{
    scheme.encoding.dModel = setting(question, "d_model");
    scheme.encoding.positions = setting(question, "positions");
    scheme.encoding.base = question.settings.value(QStringLiteral("base")).toDouble();
    pe::layoutFromName(question.settings.value(QStringLiteral("layout")).toString(), &scheme.encoding.layout);
    return scheme;
}

} // namespace

QString showMe(const pe::Question &question, AppState *state)
{
    using pe::ChallengeKind;
    ExplorerSettings explorer = state->explorerSettings();
    explorer.compareScheme.reset();
    if (question.kind == ChallengeKind::OrderBlind) {
        // Every setting the lab reads from the explorer as the question had it: the defaults,
        // its scheme, d_model and base (a base left at 100 by an earlier question changed the weights).
        pe::Scheme scheme = explorer.scheme.scheme;
        pe::schemeFromName(question.settings.value(QStringLiteral("scheme")).toString(), &scheme);
        explorer.scheme = pe::SchemeParams{};
        explorer.scheme.scheme = scheme;
        explorer.scheme.encoding.dModel = setting(question, "d_model");
        explorer.scheme.encoding.base = question.settings.value(QStringLiteral("base")).toDouble(explorer.scheme.encoding.base);
        state->setExplorerSettings(explorer);
        state->changeLab([&question](LabSettings &lab) {
            lab = LabSettings{};
            lab.sentenceA = question.settings.value(QStringLiteral("sentence_a")).toString();
            lab.sentenceB = question.settings.value(QStringLiteral("sentence_b")).toString();
            lab.causal = question.settings.value(QStringLiteral("causal")).toBool();
            lab.seed = quint64(question.settings.value(QStringLiteral("seed")).toInteger());
            lab.projection = pe::Projection::Random;
        });
        return QStringLiteral("attention");
    }
    if (question.kind == ChallengeKind::Extrapolation) {
        pe::Scheme scheme = pe::Scheme::Sinusoidal;
        pe::schemeFromName(question.settings.value(QStringLiteral("scheme")).toString(), &scheme);
        const quint64 seed = quint64(question.settings.value(QStringLiteral("seed")).toInteger());
        state->changeTraining([scheme, seed](TrainingLabSettings &lab) {
            lab.setUp = pe::extrapolationSetUp(scheme, seed);
            lab.positions = {scheme};
        });
        return QStringLiteral("training");
    }
    if (question.kind == ChallengeKind::WhichScheme) {
        explorer.scheme = encodingOf(question, pe::SchemeParams{});
        pe::schemeFromName(question.settings.value(QStringLiteral("scheme")).toString(), &explorer.scheme.scheme);
        explorer.scheme.schemeSettings.maxLen = setting(question, "max_len");
        explorer.scheme.seed = quint64(question.settings.value(QStringLiteral("seed")).toInteger());
        state->setExplorerSettings(explorer);
        return QStringLiteral("encoding");
    }
    explorer.scheme = encodingOf(question, pe::SchemeParams{});
    explorer.pinnedDimensions.clear();
    const QJsonArray choices = question.settings.value(QStringLiteral("choices")).toArray();
    switch (question.kind) {
    case ChallengeKind::WhichDimension:
        explorer.dimension = setting(question, "dimension");
        break;
    case ChallengeKind::FormulaNumber:
        explorer.dimension = setting(question, "dimension");
        explorer.position = setting(question, "position");
        break;
    case ChallengeKind::WhichPosition:
        explorer.position = setting(question, "position");
        break;
    case ChallengeKind::CloserPosition:
        explorer.position = setting(question, "position");
        explorer.comparePosition = choices.at(int(question.answer)).toInt();
        break;
    case ChallengeKind::RelativeOffset:
        explorer.position = setting(question, "position");
        explorer.comparePosition = explorer.position + setting(question, "offset");
        explorer.dimension = 2 * setting(question, "pair");
        break;
    default:
        break;
    }
    state->setExplorerSettings(explorer);
    return QStringLiteral("encoding");
}

QString showMeKeepingSetUp(const pe::Question &question, AppState *state, QString *said)
{
    // The student's own set-up, the first time: later Show Mes keep the same one.
    if (!state->hasKeptSetUp())
        state->keepSetUp();
    const QString view = showMe(question, state);
    const QStringList changed = state->changedSinceKept();
    said->clear();
    if (changed.isEmpty()) {
        state->forgetKeptSetUp();
        return view;
    }
    const QHash<QString, QString> titles{{QStringLiteral("explorer"), ShowMe::tr("the Encoding Explorer")},
                                         {QStringLiteral("attention"), ShowMe::tr("the Attention Lab")},
                                         {QStringLiteral("training"), ShowMe::tr("the Training Lab")}};
    QStringList names;
    for (const QString &name : changed)
        names << titles.value(name);
    *said = ShowMe::tr("Show Me set up %1 for this question. Your own settings are kept: "
                       "Back to My Set-up (Ctrl+Shift+Z) puts them back.")
                .arg(names.join(ShowMe::tr(", ", "between the names of views")));
    return view;
}
