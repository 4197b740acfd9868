#include "main_window.h"

#include "app_state.h"
#include "attention_lab.h"
#include "encoding_explorer.h"

#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

MainWindow::MainWindow(AppState *state, QWidget *parent)
    : QMainWindow(parent)
    , m_state(state)
    , m_tabs(new QTabWidget(this))
    , m_encodingExplorer(new EncodingExplorer(state, this))
    , m_attentionLab(new AttentionLab(state, this))
{
    setWindowTitle(tr("Positional Encoding Explorer"));
    m_tabs->addTab(m_encodingExplorer, tr("Encoding Explorer"));
    m_tabs->addTab(m_attentionLab, tr("Attention Lab"));
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);

    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(tr("&About Positional Encoding Explorer"), this, &MainWindow::showAbout);

    statusBar()->showMessage(tr("Drag the sliders to explore how each position gets its own pattern."));
    resize(1600, 1000);
}

QStringList MainWindow::viewNames()
{
    return {QStringLiteral("encoding"), QStringLiteral("attention")};
}

bool MainWindow::showView(const QString &name)
{
    const int index = int(viewNames().indexOf(name));
    if (index < 0)
        return false;
    m_tabs->setCurrentIndex(index);
    return true;
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Positional Encoding Explorer"),
                       tr("<h3>Positional Encoding Explorer %1</h3>"
                          "<p>How Transformers know word order.</p>"
                          "<p>The sinusoidal encoding is the one of Vaswani et al., "
                          "<i>Attention Is All You Need</i> (2017).</p>")
                           .arg(QApplication::applicationVersion()));
}
