#pragma once
// The four views in their tabs, each built when first shown or first asked for: a start builds
// only the tab it shows (the others cost a third of the start-up's construction).

#include <QTabWidget>

class AppState;
class AttentionLab;
class ChallengesView;
class EncodingExplorer;
class GridView;
class TrainingLab;

class ViewTabs : public QTabWidget
{
    Q_OBJECT
public:
    /// The tabs, in viewNames()' order.
    enum Tab { Explorer, Attention, Training, Challenges, Images };

    /// The tabs in viewNames()' order, their pages empty until view() builds them.
    explicit ViewTabs(AppState *state, QWidget *parent = nullptr);

    /// The view of tab `index`, built into its page if it was not yet.
    QWidget *view(int index);
    /// The view of tab `index` if it is built, else null.
    QWidget *builtView(int index) const;
    void buildAll();
    /// What the view shown is for, for the status bar.
    QString hint() const;

    EncodingExplorer *encodingExplorer();
    AttentionLab *attentionLab();
    TrainingLab *trainingLab();
    ChallengesView *challengesView();
    GridView *gridView();

signals:
    /// A view was just built (before it is shown), for the window to connect it.
    void viewBuilt(int index, QWidget *view);

private:
    AppState *m_state;
};
