#pragma once
// The one state object of the app: widgets change it through its setters and redraw on its signals.

#include "challenges/round.h"
#include "schemes/sinusoidal_encoding.h"
#include "state/colour_map.h"
#include "state/settings.h"
#include "state/step_notes.h"

#include <QJsonObject>
#include <QObject>
#include <functional>

class TrainingRunner;

/// One step of a lesson a teacher wrote: the set-up it shows and what it says about it.
struct TeacherStep
{
    QString title;
    QString caption;
    QJsonObject setUp;  ///< a lesson without steps (see lesson_file.h), applied when the step is shown
    StepNotes notes{};  ///< for the teacher alone; none until written

    bool operator==(const TeacherStep &) const = default;
};

class AppState : public QObject
{
    Q_OBJECT
public:
    explicit AppState(QObject *parent = nullptr);

    const pe::SinusoidalParams &encodingParams() const { return m_explorer.scheme.encoding; }
    /// The scheme shown, with its own settings (max_len for the learned table).
    const pe::SchemeParams &schemeParams() const { return m_explorer.scheme; }
    pe::Scheme scheme() const { return m_explorer.scheme.scheme; }
    /// The scheme's matrix (see pe::schemeMatrix(): positions × d_model for the schemes that add a
    /// vector, positions × d_model/2 angles for RoPE, positions × positions for ALiBi). Computed when
    /// first asked for after a change, so a burst of slider moves costs one computation.
    const pe::Matrix &encoding() const;
    /// Columns of encoding(), without computing it: what the dimension slider can reach.
    int columns() const;
    /// Entries of encoding() at these rows and columns. For the paper's scheme and for the L × L
    /// ones (ALiBi, T5, Shaw: from their 2L − 1 values by offset) just they are computed, bit for
    /// bit the same, so the explorer's views cost what the screen shows and the whole matrix is
    /// computed only when something asks for it, as figure export does.
    pe::Matrix encodingAt(pe::IndexRange rows, pe::IndexRange columns) const;
    /// pe::largestFiniteMagnitude() of encoding(), without computing it for the L × L schemes.
    double largestMagnitude() const;
    /// The second scheme of the explorer's compare mode, if it is on.
    const std::optional<pe::Scheme> &compareScheme() const { return m_explorer.compareScheme; }
    /// Its matrix at the same settings.
    pe::Matrix compareEncoding() const;
    /// The compared heatmap's scheme and settings: the shown one's, with the compared scheme and,
    /// for the sinusoidal scheme, the compared convention.
    pe::SchemeParams compareParams() const;
    pe::Layout compareLayout() const { return m_explorer.compareLayout; }
    int position() const { return m_explorer.position; }
    int dimension() const { return m_explorer.dimension; }
    /// The second position the vector and similarity views compare with.
    int comparePosition() const { return m_explorer.comparePosition; }
    /// Extra dimensions drawn on the curves view, in the order they were pinned.
    const QList<int> &pinnedDimensions() const { return m_explorer.pinnedDimensions; }
    /// Curves drawn one above the other instead of on the same axes.
    bool stackedCurves() const { return m_explorer.stackedCurves; }

    /// How every heatmap is coloured.
    ColourMap colourMap() const { return m_colourMap; }
    void setColourMap(ColourMap map);

    /// The steps of the teacher's own lesson, saved in the lesson file; empty for the built-in lesson.
    const QList<TeacherStep> &teacherSteps() const { return m_teacherSteps; }
    void setTeacherSteps(const QList<TeacherStep> &steps);

    const LabSettings &labSettings() const { return m_lab; }
    void setLabSettings(const LabSettings &settings);
    /// Applies `change` to a copy of the lab's settings and sets the result.
    void changeLab(const std::function<void(LabSettings &)> &change);
    /// The attention options of the lab at the current encoding settings.
    pe::AttentionOptions attentionOptions() const;

    /// What the Images and Video tab shows.
    const GridSettings &gridSettings() const { return m_grid; }
    void setGridSettings(const GridSettings &settings);
    /// Applies `change` to a copy of the tab's settings and sets the result.
    void changeGrid(const std::function<void(GridSettings &)> &change);

    /// What the Training Lab trains.
    const TrainingLabSettings &trainingSettings() const { return m_training; }
    void setTrainingSettings(const TrainingLabSettings &settings);
    /// Applies `change` to a copy of the Training Lab's settings and sets the result.
    void changeTraining(const std::function<void(TrainingLabSettings &)> &change);
    /// The models the Training Lab has trained with a position (finished or stopped), in the
    /// order of its boxes, then the last model a lesson brought: the Attention Lab can take its
    /// queries and keys from them. A model dropped from the list is dropped from the Attention Lab too.
    const QList<std::shared_ptr<const pe::Trainer>> &trainedModels() const { return m_trainedModels; }
    /// The Training Lab's part of trainedModels().
    void setTrainedModels(const QList<std::shared_ptr<const pe::Trainer>> &models);
    /// A model trained outside the Training Lab (a lesson's, trained again from its run) joins
    /// trainedModels(), in place of the one a lesson brought before, and becomes the Attention
    /// Lab's queries and keys.
    void addTrainedModel(const std::shared_ptr<const pe::Trainer> &model);
    /// The Training Lab's runs, kept here rather than in a window: the window a change of
    /// language rebuilds finds them training or trained, with their whole history.
    TrainingRunner *trainingRunner() const { return m_trainingRunner; }

    /// The Challenges tab's round: its set (level, seed, count, kinds), the answers given so far and
    /// the points. Kept here, so that the window a change of language rebuilds goes on with it
    /// (ChallengeRound::regenerated()); the tab answers and moves on through this reference.
    pe::ChallengeRound &challengeRound() { return m_challengeRound; }
    const pe::ChallengeRound &challengeRound() const { return m_challengeRound; }
    /// Starts a new round of `set`. Returns an empty string, or why nothing changed.
    QString setChallengeSet(const pe::ChallengeSet &set);

    /// The history of the student's own set-ups (the explorer's, the labs' and the Images tab's
    /// settings) that Show Me set views up over, so that each can be had back, the latest first.
    /// keepSetUp() keeps the set-up as it is now, before Show Me changes it, unless nothing changed
    /// since the last Show Me set up (shownSetUp()): that is no set-up of the student's own.
    /// Returns whether it kept one.
    bool keepSetUp();
    /// What Show Me set up, just after it did.
    void shownSetUp();
    bool hasKeptSetUp() const { return !m_keptSetUps.isEmpty(); }
    /// Puts back the latest kept set-up and forgets it; keptSetUpRestored() follows.
    void restoreKeptSetUp();
    /// Forgets the latest kept set-up (Show Me changed nothing after all).
    void forgetKeptSetUp();
    /// Which differ now from the latest kept one: "explorer", "attention", "training", "images".
    QStringList changedSinceKept() const;

    /// Everything the explorer shows. Setting it checks the scheme's settings (nothing changes
    /// when they are invalid: the reason is returned) and clamps the selection into the matrix.
    const ExplorerSettings &explorerSettings() const { return m_explorer; }
    QString setExplorerSettings(const ExplorerSettings &settings);
    /// Applies `change` to a copy of the explorer's settings and sets the result.
    QString changeExplorer(const std::function<void(ExplorerSettings &)> &change);

    /// Applies new parameters when they are valid, clamping the selection into the new matrix.
    /// Returns an empty string, or the reason nothing changed.
    QString setEncodingParams(const pe::SinusoidalParams &params);
    QString setDModel(int dModel);
    QString setPositions(int positions);
    QString setBase(double base);
    /// The layout of the scheme shown: the sinusoidal scheme's sines and cosines, or RoPE's pairs.
    void setLayout(pe::Layout layout);
    /// Scheme and encoding settings at once, checked together.
    QString setSchemeParams(const pe::SchemeParams &params);
    QString setScheme(pe::Scheme scheme);
    /// Applies `change` to a copy of the settings only some schemes read (max_len, T5's buckets,
    /// RoPE's scale and pairs, Shaw's k) and sets the result when it is valid.
    QString changeSchemeSettings(const std::function<void(pe::SchemeSettings &)> &change);
    void setCompareScheme(const std::optional<pe::Scheme> &scheme, pe::Layout layout = pe::Layout::Interleaved);

    /// Selection setters clamp to the matrix: a slider can never point outside it.
    void setPosition(int position);
    void setDimension(int dimension);
    void setComparePosition(int position);
    /// Dimensions outside the matrix and repeats are dropped.
    void setPinnedDimensions(const QList<int> &dimensions);
    void setStackedCurves(bool stacked);

signals:
    /// The parameters, and so the matrix, changed (the selection may have been clamped too).
    void encodingChanged();
    /// Only what is selected or pinned changed; the matrix is unchanged.
    void selectionChanged();
    /// The lab's sentences or options changed.
    void labChanged();
    /// The Training Lab's set-up changed.
    void trainingChanged();
    /// What the Images and Video tab shows changed.
    void gridChanged();
    /// The Training Lab has other trained models (trainedModels()).
    void trainedModelsChanged();
    /// The colour map changed.
    void appearanceChanged();
    void teacherStepsChanged();
    /// A new round of challenges started (setChallengeSet()).
    void challengesChanged();
    /// A set-up was kept, put back or forgotten (keepSetUp()).
    void keptSetUpChanged();
    /// restoreKeptSetUp() put a set-up back: the window goes back to the question Show Me answered.
    void keptSetUpRestored();

private:
    ExplorerSettings m_explorer;
    mutable pe::Matrix m_encoding;
    mutable bool m_encodingStale = true;
    /// The L × L schemes' values by offset (SchemeInfo::byOffset), made when first asked for.
    const pe::Vector &byOffset() const;
    mutable pe::Vector m_byOffset;
    mutable bool m_byOffsetStale = true;
    LabSettings m_lab;
    TrainingLabSettings m_training;
    GridSettings m_grid;
    QList<std::shared_ptr<const pe::Trainer>> m_trainedModels;
    QList<std::shared_ptr<const pe::Trainer>> m_labModels;   // the Training Lab's
    std::shared_ptr<const pe::Trainer> m_lessonModel;        // the last a lesson brought
    void updateTrainedModels();
    TrainingRunner *m_trainingRunner;
    ColourMap m_colourMap = ColourMap::BlueRed;
    QList<TeacherStep> m_teacherSteps;
    pe::ChallengeRound m_challengeRound;
    struct KeptSetUp
    {
        ExplorerSettings explorer;
        LabSettings lab;
        TrainingLabSettings training;
        GridSettings grid;
        bool operator==(const KeptSetUp &) const = default;
    };
    KeptSetUp setUpNow() const { return {m_explorer, m_lab, m_training, m_grid}; }
    QList<KeptSetUp> m_keptSetUps;          // oldest first
    std::optional<KeptSetUp> m_shownSetUp;  // what the last Show Me set up
};
