#pragma once
// Reads a word-vectors file on a worker thread, so that a file of several hundred MB never
// freezes the window: progress and the result come back to the GUI thread as signals.

#include "text/word_vectors.h"

#include <QObject>
#include <atomic>
#include <memory>

class QThread;

class WordVectorsLoader : public QObject
{
    Q_OBJECT
public:
    explicit WordVectorsLoader(QObject *parent = nullptr);
    /// Cancels a load under way and waits for its thread.
    ~WordVectorsLoader() override;

    /// Starts reading `path`, cancelling a load under way (its result never arrives).
    void load(const QString &path);
    /// Stops the load under way; canceled() follows.
    void cancel();
    /// The file being read, or an empty string.
    QString loadingFile() const { return m_path; }

signals:
    /// Permille of the file read so far.
    void progress(int permille);
    void loaded(const std::shared_ptr<const pe::WordVectors> &vectors);
    /// The file is not word vectors, or cannot be read; the message names the file and the line.
    void failed(const QString &message);
    void canceled();

private:
    void stopThread();

    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QString m_path;
};
