#pragma once

#include <QMainWindow>

class AppState;
class AttentionLab;
class EncodingExplorer;
class QTabWidget;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(AppState *state, QWidget *parent = nullptr);

    EncodingExplorer *encodingExplorer() const { return m_encodingExplorer; }
    AttentionLab *attentionLab() const { return m_attentionLab; }
    /// The command-line names of the views, in tab order.
    static QStringList viewNames();
    /// Shows the view with this command-line name; false if there is none.
    bool showView(const QString &name);

private:
    void showAbout();

    AppState *m_state;
    QTabWidget *m_tabs;
    EncodingExplorer *m_encodingExplorer;
    AttentionLab *m_attentionLab;
};
