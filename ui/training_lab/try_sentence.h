#pragma once
// "Try it": a student types a sentence and every trained model answers, with the same words in
// the other order answered beside it.

#include "training/run.h"
#include "widgets/choices.h"

#include <QList>
#include <QWidget>
#include <memory>
#include <optional>

class AppState;
class QLabel;
class QLineEdit;

/// A sentence box and a table of answers, one row per trained model (in two groups side by side
/// from six models on): its answer and confidence for the sentence and for its other order.
/// Words the task does not know are named in a message.
class TrySentence : public QWidget
{
    Q_OBJECT
public:
    explicit TrySentence(AppState *state, QWidget *parent = nullptr);

    /// The trained models to ask, named by their positions (a null model is still training).
    void showModels(const QList<LabRun> &runs, const QList<std::shared_ptr<const pe::Trainer>> &models);
    /// Follows the state's sentence (a lesson may set it) and the task's default sentence.
    void followState();

    QLineEdit *sentenceBox() const { return m_sentence; }
    QLabel *answers() const { return m_answers; }
    /// Up to this many models answer in one column; more answer in two.
    static constexpr int kRowsPerGroup = 5;

protected:
    /// The answers' height follows their width and their font (presentation mode).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void answer();
    /// Gives the answers the height their text takes at the label's width.
    void fitAnswers();

    AppState *m_state;
    QLineEdit *m_sentence;
    QLabel *m_answers;
    QList<LabRun> m_runs;
    QList<std::shared_ptr<const pe::Trainer>> m_models;
};
