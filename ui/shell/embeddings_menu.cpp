#include "shell/embeddings_menu.h"

#include "shell/word_vectors_loader.h"
#include "state/app_state.h"

#include <QActionGroup>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>

EmbeddingsMenu::EmbeddingsMenu(AppState *state, QWidget *window)
    : QMenu(tr("E&mbeddings"), window)
    , m_state(state)
    , m_loader(new WordVectorsLoader(this))
    , m_progress(new QProgressDialog(tr("Reading the word vectors…"), tr("Cancel"), 0, 1000, window))
{
    setToolTipsVisible(true);
    m_random = addAction(tr("&Random Vectors (Untrained)"), this, [this] {
        m_loader->cancel();
        LabSettings lab = m_state->labSettings();
        lab.vectorsFile.clear();
        lab.vectors.reset();
        lab.trained.reset();  // a trained model has its own word vectors
        m_state->setLabSettings(lab);
    });
    m_random->setToolTip(tr("Each word gets its own fixed random vector, as in a model before training."));
    m_sample = addAction(tr("&Sample Word Vectors"), this, [this] { loadWordVectors(sampleVectorsFile()); });
    m_sample->setToolTip(tr("A few dozen English words and Chinese characters with hand-made 8-dimensional vectors: "
                            "animals near animals, verbs near verbs."));
    m_file = addAction(tr("&Load Word Vectors…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(parentWidget(), tr("Load Word Vectors"), QString(),
                                                          tr("Word vectors (*.txt *.vec);;All files (*)"));
        if (!path.isEmpty())
            loadWordVectors(path);
    });
    m_file->setToolTip(tr("A GloVe or word2vec text file, e.g. glove.6B.50d.txt. Its dimension becomes d_model in the lab."));
    auto *group = new QActionGroup(this);
    for (QAction *action : {m_random, m_sample, m_file}) {
        action->setCheckable(true);
        group->addAction(action);
    }

    m_progress->setWindowTitle(tr("Word Vectors"));
    m_progress->setWindowModality(Qt::NonModal);  // the window stays usable while a large file loads
    m_progress->setMinimumDuration(400);          // small files never show it
    m_progress->setAutoReset(false);
    m_progress->reset();
    connect(m_progress, &QProgressDialog::canceled, m_loader, &WordVectorsLoader::cancel);
    connect(m_loader, &WordVectorsLoader::progress, m_progress, &QProgressDialog::setValue);
    connect(m_loader, &WordVectorsLoader::loaded, this, [this](const std::shared_ptr<const pe::WordVectors> &vectors) {
        m_progress->reset();
        LabSettings lab = m_state->labSettings();
        lab.vectorsFile = vectors->source;
        lab.vectors = vectors;
        lab.trained.reset();
        m_state->setLabSettings(lab);
        emit loaded(tr("%1 word vectors of %2 dimensions from %3; d_model in the lab is now %2.")
                        .arg(vectors->count()).arg(vectors->dimension).arg(QFileInfo(vectors->source).fileName()));
    });
    connect(m_loader, &WordVectorsLoader::failed, this, &EmbeddingsMenu::giveUp);
    connect(m_loader, &WordVectorsLoader::canceled, this, [this] { giveUp(QString()); });
    connect(m_state, &AppState::labChanged, this, &EmbeddingsMenu::followState);
    followState();
}

void EmbeddingsMenu::loadWordVectors(const QString &path)
{
    m_progress->setLabelText(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    m_progress->setValue(0);
    m_loader->load(path);
}

void EmbeddingsMenu::followState()
{
    const LabSettings &lab = m_state->labSettings();
    m_random->setChecked(lab.vectorsFile.isEmpty());
    m_sample->setChecked(lab.vectorsFile == sampleVectorsFile());
    m_file->setChecked(!lab.vectorsFile.isEmpty() && lab.vectorsFile != sampleVectorsFile());
    // A lesson names a file that is not read yet: read it now.
    if (!lab.vectorsFile.isEmpty() && !lab.vectors && m_loader->loadingFile() != lab.vectorsFile)
        loadWordVectors(lab.vectorsFile);
}

void EmbeddingsMenu::giveUp(const QString &message)
{
    m_progress->reset();
    // A lesson's file that could not be read leaves the random vectors; a file chosen in the menu
    // leaves whatever was active before.
    LabSettings lab = m_state->labSettings();
    if (!lab.vectors && !lab.vectorsFile.isEmpty()) {
        lab.vectorsFile.clear();
        m_state->setLabSettings(lab);
    }
    followState();
    if (!message.isEmpty()) {
        // Not modal: the window stays usable, and the message stays until it is read.
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Word Vectors"), message, QMessageBox::Ok, parentWidget());
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
}
