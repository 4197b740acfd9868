#pragma once
// Embeddings › the word vectors of the Attention Lab: random, the built-in sample, or a file.

#include <QMenu>

class AppState;
class QProgressDialog;
class WordVectorsLoader;

/// The menu follows the state's vectors (a lesson may name a file, which it then reads), and
/// reads files on a worker thread with a progress dialog: on success they replace the lab's
/// embeddings, on failure a message names the line and nothing changes.
class EmbeddingsMenu : public QMenu
{
    Q_OBJECT
public:
    /// `window` holds the progress dialog and the messages.
    EmbeddingsMenu(AppState *state, QWidget *window);

    void loadWordVectors(const QString &path);
    /// The sample file built into the app.
    static QString sampleVectorsFile() { return QStringLiteral(":/vectors/sample-glove.txt"); }

signals:
    /// What was read, for the status bar.
    void loaded(const QString &message);

private:
    void followState();
    void giveUp(const QString &message);

    AppState *m_state;
    WordVectorsLoader *m_loader;
    QProgressDialog *m_progress;
    QAction *m_random;
    QAction *m_sample;
    QAction *m_file;
};
