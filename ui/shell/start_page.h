#pragma once
// The start page: what a newcomer sees first, as a simulation opens on its screen chooser.

#include <QWidget>

class QTabWidget;

/// The way in, shown on the first launch and from View › Start Page: the guided lesson as the
/// large first button, then each view (a tab of `views`, by its tab's title) with a sentence on
/// what it shows. Choosing one says so; the window shows it and hides this page.
class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(const QTabWidget *views, QWidget *parent = nullptr);
    /// The lesson's button, which has the focus when the page is shown (Enter starts it).
    QWidget *lessonButton() const { return m_lesson; }

signals:
    void lessonChosen();
    /// The view of this tab index was chosen.
    void viewChosen(int index);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *m_lesson;
};
