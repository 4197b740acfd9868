#include "shell/word_vectors_loader.h"

#include <QThread>

WordVectorsLoader::WordVectorsLoader(QObject *parent)
    : QObject(parent)
{
}

WordVectorsLoader::~WordVectorsLoader()
{
    stopThread();
}

void WordVectorsLoader::stopThread()
{
    if (!m_thread)
        return;
    *m_cancel = true;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_path.clear();
}

void WordVectorsLoader::load(const QString &path)
{
    stopThread();
    m_path = path;
    // Each load has its own flag: a stale thread must never be told to go on by a later load.
    m_cancel = std::make_shared<std::atomic_bool>(false);
    const std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    m_thread = QThread::create([this, path, cancel] {
        int lastPermille = -1;
        const auto onProgress = [&](qint64 done, qint64 total) {
            const int permille = total > 0 ? int(1000 * done / total) : 0;
            if (permille != lastPermille) {
                lastPermille = permille;
                QMetaObject::invokeMethod(this, [this, permille, cancel] {
                    if (!*cancel)
                        emit progress(permille);
                }, Qt::QueuedConnection);
            }
            return !*cancel;
        };
        // Every outcome is delivered on the GUI thread, and only if this load still counts.
        const auto deliver = [this, cancel](auto emitResult) {
            QMetaObject::invokeMethod(this, [this, cancel, emitResult] {
                if (*cancel)
                    return;
                m_path.clear();
                emitResult();
            }, Qt::QueuedConnection);
        };
        try {
            auto vectors = std::make_shared<const pe::WordVectors>(pe::loadWordVectorsFile(path, onProgress));
            deliver([this, vectors] { emit loaded(vectors); });
        } catch (const pe::Cancelled &) {
            // cancel() has said so already
        } catch (const pe::InvalidParameter &error) {
            const QString message = error.message();
            deliver([this, message] { emit failed(message); });
        } catch (const std::bad_alloc &) {
            deliver([this, path] { emit failed(tr("%1 is too large for this computer's memory.").arg(path)); });
        }
    });
    m_thread->start();
}

void WordVectorsLoader::cancel()
{
    if (!m_thread)
        return;
    stopThread();
    emit canceled();
}
