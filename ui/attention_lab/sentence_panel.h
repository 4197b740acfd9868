#pragma once
// The Attention Lab's sentences: two boxes to type in, the tokens attention sees, examples.

#include <QWidget>
#include <utility>

class AppState;
class QComboBox;
class QLabel;
class QLineEdit;
class QScrollArea;
namespace pe { struct WordVectors; }

/// Sentences A and B as typed (they go into the AppState at every key), each with its token
/// chips beside it; the example pairs, "Swap words", and the lab's message line under them.
class SentencePanel : public QWidget
{
    Q_OBJECT
public:
    enum Sentence { A, B };

    explicit SentencePanel(AppState *state, QWidget *parent = nullptr);

    /// The example pairs a teacher can pick: English and Chinese word swaps.
    static QList<std::pair<QString, QString>> presets();
    void applyPreset(int index);
    /// Sentence B becomes sentence A with its first and last words swapped.
    void swapWords();

    QLineEdit *sentenceEdit(Sentence sentence) const { return sentence == A ? m_sentenceA : m_sentenceB; }
    QLabel *tokenChips(Sentence sentence) const { return sentence == A ? m_chipsA : m_chipsB; }
    QComboBox *presetControl() const { return m_presets; }
    QLabel *message() const { return m_message; }

    /// The boxes show the state's sentences (a box being typed in keeps its cursor).
    void followState();
    /// Each sentence's tokens as chips; with word vectors from a file, the words it lacks in orange.
    void showTokens(const QStringList &tokensA, const QStringList &tokensB, const pe::WordVectors *vectors, int firstRow = 0);

protected:
    /// Keeps each row of chips one line high, whatever the font (presentation mode).
    bool event(QEvent *event) override;

private:
    // One line of chips, scrolled sideways when longer than the room: a long sentence no
    // longer pushes box B down under the cursor.
    QScrollArea *chipStrip(QLabel *chips);
    void fitChipStrips();

    AppState *m_state;
    QLineEdit *m_sentenceA;
    QLineEdit *m_sentenceB;
    QLabel *m_chipsA;
    QLabel *m_chipsB;
    QComboBox *m_presets;
    QLabel *m_message;
};
