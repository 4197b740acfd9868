#include "shell/view_tabs.h"

#include "attention_lab/attention_lab.h"
#include "challenges/challenges_view.h"
#include "challenges/round_summary.h"
#include "explorer/encoding_explorer.h"
#include "grid/grid_view.h"
#include "state/app_state.h"
#include "training_lab/controls.h"
#include "training_lab/training_lab.h"

#include <QVBoxLayout>

ViewTabs::ViewTabs(AppState *state, QWidget *parent)
    : QTabWidget(parent), m_state(state)
{
    setAccessibleName(tr("Views"));
    setDocumentMode(true);
    for (const QString &title : {tr("Encoding Explorer"), tr("Attention Lab"), tr("Training Lab"), tr("Challenges"), tr("Images and Video")}) {
        auto *page = new QWidget;
        auto *layout = new QVBoxLayout(page);
        layout->setContentsMargins(0, 0, 0, 0);
        addTab(page, title);
    }
    connect(this, &QTabWidget::currentChanged, this, [this](int index) { view(index); });
}

QWidget *ViewTabs::builtView(int index) const
{
    const QLayout *layout = widget(index)->layout();
    return layout->count() == 0 ? nullptr : layout->itemAt(0)->widget();
}

QWidget *ViewTabs::view(int index)
{
    if (QWidget *built = builtView(index))
        return built;
    QWidget *page = widget(index);
    QWidget *built = index == Explorer    ? static_cast<QWidget *>(new EncodingExplorer(m_state, page))
                     : index == Attention ? static_cast<QWidget *>(new AttentionLab(m_state, page))
                     : index == Training  ? static_cast<QWidget *>(new TrainingLab(m_state, page))
                     : index == Images    ? static_cast<QWidget *>(new GridView(m_state, page))
                                          : static_cast<QWidget *>(new ChallengesView(m_state, page));
    page->layout()->addWidget(built);
    emit viewBuilt(index, built);
    return built;
}

void ViewTabs::buildAll()
{
    for (int index = 0; index < count(); ++index)
        view(index);
}

QString ViewTabs::hint() const
{
    const pe::TrainingTask task = m_state->trainingSettings().setUp.task;
    const QString train = TrainingControls::trainKeys().toString(QKeySequence::NativeText);
    const QString hints[] = {tr("Drag the sliders to explore how each position gets its own pattern."),
                             tr("Type two sentences with the same words in another order, and compare their attention."),
                             (task == pe::TrainingTask::WhoDidIt ? tr("Tick the schemes to compare and press Train (%1): which models learn who did what to whom?")
                              : task == pe::TrainingTask::Reverse ? tr("Tick the schemes to compare and press Train (%1): which models learn to say a sequence backwards?")
                              : tr("Tick the schemes to compare and press Train (%1): which models learn to name the symbol before each one?")).arg(train),
                             challengesHint(builtView(Challenges) && static_cast<ChallengesView *>(builtView(Challenges))->classMode()),
                             tr("Click a patch to see how alike its position is to every other's; edit the strip to see Qwen's three ids.")};
    return hints[std::clamp(currentIndex(), int(Explorer), int(Images))];
}

EncodingExplorer *ViewTabs::encodingExplorer()
{
    return static_cast<EncodingExplorer *>(view(Explorer));
}

AttentionLab *ViewTabs::attentionLab()
{
    return static_cast<AttentionLab *>(view(Attention));
}

TrainingLab *ViewTabs::trainingLab()
{
    return static_cast<TrainingLab *>(view(Training));
}

ChallengesView *ViewTabs::challengesView()
{
    return static_cast<ChallengesView *>(view(Challenges));
}

GridView *ViewTabs::gridView()
{
    return static_cast<GridView *>(view(Images));
}
