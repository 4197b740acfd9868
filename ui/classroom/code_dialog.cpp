#include "classroom/code_dialog.h"

#include "export/matrix_export.h"
#include "training/export.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

CodeDialog::CodeDialog(const QList<CodeSource> &sources, QWidget *parent)
    : QDialog(parent)
    , m_sources(sources)
    , m_source(new QComboBox(this))
    , m_tabs(new QTabWidget(this))
    , m_numpy(new QPlainTextEdit(this))
    , m_pytorch(new QPlainTextEdit(this))
    , m_inputs(new QLabel(this))
{
    setWindowTitle(tr("Show Code"));
    for (const CodeSource &source : m_sources)
        m_source->addItem(source.title);
    m_source->setVisible(m_sources.size() > 1);
    m_source->setToolTip(tr("Which matrix of the view the code rebuilds."));
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_tabs->setAccessibleName(tr("Scripts"));
    m_numpy->setAccessibleName(tr("NumPy script"));
    m_pytorch->setAccessibleName(tr("PyTorch script"));
    for (QPlainTextEdit *edit : {m_numpy, m_pytorch}) {
        edit->setReadOnly(true);
        edit->setTabChangesFocus(true);  // no keyboard trap: Tab goes on to the buttons
        edit->setFont(mono);
        edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    }
    m_tabs->addTab(m_numpy, QStringLiteral("NumPy"));
    m_tabs->addTab(m_pytorch, QStringLiteral("PyTorch"));
    m_inputs->setWordWrap(true);

    // Copy and Save beside the button box, not in it: added to the box, they became a loop that
    // Tab never left for Close or the scripts.
    auto *copy = new QPushButton(tr("&Copy"), this);
    copy->setToolTip(tr("Copies the script shown to the clipboard."));
    auto *save = new QPushButton(tr("&Save Script and Data…"), this);
    save->setToolTip(tr("Writes the script and the .npy files it loads into a folder, ready to run."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *buttonRow = new QHBoxLayout;
    buttonRow->addWidget(copy);
    buttonRow->addWidget(save);
    buttonRow->addWidget(buttons, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("This Python rebuilds exactly the numbers the app shows (to about 12 decimals). "
                                    "Paste it into a notebook, or save it with its data and run it."), this));
    layout->addWidget(m_source);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_inputs);
    layout->addLayout(buttonRow);
    resize(820, 640);

    connect(m_source, &QComboBox::currentIndexChanged, this, &CodeDialog::showSource);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(shownCode()); });
    connect(save, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Save Script and Data"));
        if (folder.isEmpty())
            return;
        QString error;
        const QStringList written = saveTo(folder, &error);
        if (written.isEmpty())
            QMessageBox::warning(this, tr("Save Script and Data"), error);
        else
            m_inputs->setText(tr("Saved %1 in %2.").arg(written.join(QStringLiteral(", ")), folder));
    });
    showSource(0);
}

void CodeDialog::showSource(int index)
{
    const CodeSource &source = m_sources.value(index);
    m_numpy->setPlainText(source.numpy);
    m_pytorch->setPlainText(source.pytorch);
    // Training needs gradients, which is what PyTorch is for: there is no NumPy version.
    m_tabs->setTabEnabled(m_tabs->indexOf(m_numpy), !source.training);
    if (source.training) {
        m_tabs->setCurrentWidget(m_pytorch);
        m_inputs->setText(tr("The script replays a run of the app: “Save Script and Data” trains %1 steps and writes the run "
                             "into run/ beside it.").arg(source.training->steps));
        return;
    }
    QStringList files;
    for (const auto &input : source.inputs)
        files.append(input.first);
    m_inputs->setText(files.isEmpty() ? tr("The script needs nothing but NumPy (and PyTorch for its tab).")
                                      : tr("The script loads %1: the app's own random numbers. "
                                           "“Save Script and Data” writes them beside it.").arg(files.join(QStringLiteral(", "))));
}

QString CodeDialog::shownCode() const
{
    return m_tabs->currentWidget() == m_numpy ? m_numpy->toPlainText() : m_pytorch->toPlainText();
}

QStringList CodeDialog::saveTo(const QString &folder, QString *error) const
{
    const CodeSource &source = m_sources.value(m_source->currentIndex());
    const QDir dir(folder);
    QList<std::pair<QString, QByteArray>> files;
    files.append({m_tabs->currentWidget() == m_numpy ? QStringLiteral("code_numpy.py") : QStringLiteral("code_pytorch.py"),
                  shownCode().toUtf8()});
    for (const auto &input : source.inputs)
        files.append({input.first, pe::matrixToNpy(input.second)});
    QStringList written;
    for (const auto &file : files) {
        *error = pe::writeFileAtomically(dir.filePath(file.first), file.second);
        if (!error->isEmpty())
            return {};
        written.append(file.first);
    }
    if (source.training) {
        pe::Trainer trainer(*source.training);
        while (trainer.stepsDone() < source.training->steps)
            trainer.step();
        *error = pe::exportTraining(dir.filePath(QStringLiteral("run")), trainer, 0.0);
        if (!error->isEmpty())
            return {};
        written.append(QStringLiteral("run/"));
    }
    return written;
}

void showCodeDialog(QWidget *parent, const QList<CodeSource> &sources)
{
    if (sources.isEmpty()) {
        QMessageBox::information(parent, CodeDialog::tr("Show Code"),
                                 CodeDialog::tr("There is nothing to rebuild yet: the view shows no matrix. "
                                                "Type a sentence, or fix the setting the view names."));
        return;
    }
    auto *dialog = new CodeDialog(sources, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}
