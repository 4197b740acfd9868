#include "main_window.h"

#include "app_state.h"
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
{
    setWindowTitle(tr("Positional Encoding Explorer"));
    m_tabs->addTab(m_encodingExplorer, tr("Encoding Explorer"));
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);

    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(tr("&About Positional Encoding Explorer"), this, &MainWindow::showAbout);

    statusBar()->showMessage(tr("Drag the sliders to explore how each position gets its own pattern."));
    resize(1600, 1000);
}

bool MainWindow::showView(const QString &name)
{
    if (name == QLatin1String("encoding")) {
        m_tabs->setCurrentWidget(m_encodingExplorer);
        return true;
    }
    return false;
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
