#include "widgets/choices.h"

#include "attention/score_functions.h"
#include "schemes/table.h"

#include <QComboBox>
#include <QCoreApplication>

namespace {

// The translation contexts these texts have always had, from the panels that first showed them.
struct TrainingControlsTr
{
    Q_DECLARE_TR_FUNCTIONS(TrainingControls)
};
struct LabControlsTr
{
    Q_DECLARE_TR_FUNCTIONS(LabControls)
};
struct ExplorerControlsTr
{
    Q_DECLARE_TR_FUNCTIONS(ExplorerControls)
};

} // namespace

QString runTitle(const std::optional<pe::Scheme> &position)
{
    return position ? pe::schemeShortTitle(*position) : TrainingControlsTr::tr("no position");
}

QList<LabRun> labRuns(const QList<pe::TrainingSettings> &runs)
{
    const bool masksDiffer = std::any_of(runs.begin(), runs.end(), [&runs](const pe::TrainingSettings &run) { return run.causal != runs.first().causal; });
    QList<LabRun> named;
    for (const pe::TrainingSettings &run : runs)
        named.append({run.position, masksDiffer && run.causal});
    return named;
}

QString runTitle(const LabRun &run)
{
    return run.markedCausal ? TrainingControlsTr::tr("%1, causal mask").arg(runTitle(run.position)) : runTitle(run.position);
}

QString trainedTitle(const pe::TrainingSettings &run)
{
    return TrainingControlsTr::tr("%1, trained on %2").arg(runTitle(run.position), taskTitle(run.task, false));
}

void addScores(QComboBox *box)
{
    for (const pe::Score score : pe::allScores())
        box->addItem(LabControlsTr::tr("%1: %2").arg(pe::scoreTitle(score), pe::scoreFormula(score).section(QStringLiteral(" = "), 1)),
                     int(score));
}

QString compareTitle(const pe::SchemeParams &params)
{
    if (!(pe::schemeInfo(params.scheme).settings & pe::UsesLayout) || params.encoding.layout == pe::Layout::Interleaved)
        return pe::schemeTitle(params.scheme);
    return params.encoding.layout == pe::Layout::Concatenated ? ExplorerControlsTr::tr("sinusoidal, Hugging Face MarianMT's convention")
                                                              : ExplorerControlsTr::tr("sinusoidal, tensor2tensor's convention");
}

int compareData(pe::Scheme scheme, pe::Layout layout)
{
    return int(scheme) + (pe::schemeInfo(scheme).settings & pe::UsesLayout ? 100 * int(layout) : 0);
}

std::pair<pe::Scheme, pe::Layout> fromCompareData(int data)
{
    return {pe::Scheme(data % 100), pe::Layout(data / 100)};
}

void addComparedSchemes(QComboBox *box)
{
    for (pe::Scheme scheme : pe::allSchemes()) {
        pe::SchemeParams params;
        params.scheme = scheme;
        box->addItem(pe::schemeTitle(scheme), compareData(scheme, pe::Layout::Interleaved));
        if (pe::schemeInfo(scheme).settings & pe::UsesLayout)
            for (pe::Layout layout : {pe::Layout::Concatenated, pe::Layout::Tensor2Tensor}) {
                params.encoding.layout = layout;
                box->addItem(compareTitle(params), compareData(scheme, layout));
            }
    }
}

QString ropeScalingTitle(pe::RopeScaling scaling)
{
    // In the order of pe::RopeScaling.
    static const char *const titles[] = {
        QT_TRANSLATE_NOOP("ExplorerControls", "no scaling"),    QT_TRANSLATE_NOOP("ExplorerControls", "position interpolation"),
        QT_TRANSLATE_NOOP("ExplorerControls", "NTK-aware base (bloc97)"), QT_TRANSLATE_NOOP("ExplorerControls", "dynamic NTK"),
        QT_TRANSLATE_NOOP("ExplorerControls", "YaRN"),           QT_TRANSLATE_NOOP("ExplorerControls", "Llama 3")};
    return ExplorerControlsTr::tr(titles[int(scaling)]);
}

void addRopeScalings(QComboBox *box)
{
    for (int k = 0; k < int(pe::ropeScalingNames().size()); ++k)
        box->addItem(ropeScalingTitle(pe::RopeScaling(k)), k);
}
