#include "challenges/show_me.h"

#include "challenges/challenge_kinds.h"

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
    return challengeKindView(question.kind).showMe(question, state);
}

// The explorer at the question's encoding, nothing pinned or compared; `select` picks what it asked about.
template <typename Select>
QString showInExplorer(const pe::Question &question, AppState *state, Select select)
{
    ExplorerSettings explorer = state->explorerSettings();
    explorer.compareScheme.reset();
    explorer.scheme = encodingOf(question, pe::SchemeParams{});
    explorer.pinnedDimensions.clear();
    select(explorer);
    state->setExplorerSettings(explorer);
    return QStringLiteral("encoding");
}

QString showDimension(const pe::Question &question, AppState *state)
{
    return showInExplorer(question, state, [&](ExplorerSettings &e) { e.dimension = setting(question, "dimension"); });
}

QString showPosition(const pe::Question &question, AppState *state)
{
    return showInExplorer(question, state, [&](ExplorerSettings &e) { e.position = setting(question, "position"); });
}

QString showFormulaNumber(const pe::Question &question, AppState *state)
{
    return showInExplorer(question, state, [&](ExplorerSettings &e) {
        e.dimension = setting(question, "dimension");
        e.position = setting(question, "position");
    });
}

QString showCloserPosition(const pe::Question &question, AppState *state)
{
    return showInExplorer(question, state, [&](ExplorerSettings &e) {
        e.position = setting(question, "position");
        e.comparePosition = question.settings.value(QStringLiteral("choices")).toArray().at(int(question.answer)).toInt();
    });
}

QString showRelativeOffset(const pe::Question &question, AppState *state)
{
    return showInExplorer(question, state, [&](ExplorerSettings &e) {
        e.position = setting(question, "position");
        e.comparePosition = e.position + setting(question, "offset");
        e.dimension = 2 * setting(question, "pair");
    });
}

QString showScheme(const pe::Question &question, AppState *state)
{
    return showInExplorer(question, state, [&](ExplorerSettings &e) {
        pe::schemeFromName(question.settings.value(QStringLiteral("scheme")).toString(), &e.scheme.scheme);
        e.scheme.schemeSettings.maxLen = setting(question, "max_len");
        e.scheme.seed = quint64(question.settings.value(QStringLiteral("seed")).toInteger());
    });
}

QString showOrderBlind(const pe::Question &question, AppState *state)
{
    // Every setting the lab reads from the explorer as the question had it: the defaults,
    // its scheme, d_model and base (a base left at 100 by an earlier question changed the weights).
    ExplorerSettings explorer = state->explorerSettings();
    explorer.compareScheme.reset();
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

QString showExtrapolation(const pe::Question &question, AppState *state)
{
    pe::Scheme scheme = pe::Scheme::Sinusoidal;
    pe::schemeFromName(question.settings.value(QStringLiteral("scheme")).toString(), &scheme);
    const quint64 seed = quint64(question.settings.value(QStringLiteral("seed")).toInteger());
    state->changeTraining([scheme, seed](TrainingLabSettings &lab) {
        lab.setUp = pe::extrapolationSetUp(scheme, seed);
        lab.positions = {scheme};
    });
    return QStringLiteral("training");
}

QString showClosestPatch(const pe::Question &question, AppState *state)
{
    // The app's own picture cut by the question's patch size into its rows and columns, at its
    // scheme, width and base, the marked patch chosen: the map of how alike every other patch is
    // answers it, the lettered ones among them.
    state->changeGrid([&question](GridSettings &grid) {
        grid.page = 0;
        grid.pictureFile.clear();
        grid.patchSize = setting(question, "patch_size");
        grid.scheme = question.settings.value(QStringLiteral("scheme")).toString();
        grid.dModel = setting(question, "d_model");
        grid.base = question.settings.value(QStringLiteral("base")).toDouble();
        grid.row = setting(question, "row");
        grid.column = setting(question, "column");
    });
    return QStringLiteral("images");
}

QString showMeKeepingSetUp(const pe::Question &question, AppState *state, QString *said)
{
    // The student's set-up as it is now, every time (what they did since the last Show Me too):
    // Back to My Set-up puts back the latest, then the one before.
    const bool kept = state->keepSetUp();
    const QString view = showMe(question, state);
    state->shownSetUp();
    const QStringList changed = state->changedSinceKept();
    said->clear();
    if (changed.isEmpty()) {
        if (kept)
            state->forgetKeptSetUp();
        return view;
    }
    const QHash<QString, QString> titles{{QStringLiteral("explorer"), ShowMe::tr("the Encoding Explorer")},
                                         {QStringLiteral("attention"), ShowMe::tr("the Attention Lab")},
                                         {QStringLiteral("training"), ShowMe::tr("the Training Lab")},
                                         {QStringLiteral("images"), ShowMe::tr("the Images and Video tab")}};
    QStringList names;
    for (const QString &name : changed)
        names << titles.value(name);
    *said = ShowMe::tr("Show Me set up %1 for this question. Your own settings are kept: "
                       "Back to My Set-up (Ctrl+Shift+Z) puts them back.")
                .arg(names.join(ShowMe::tr(", ", "between the names of views")));
    return view;
}
