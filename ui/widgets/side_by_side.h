#pragma once
// Two views next to each other where there is room for both, else as two tabs.

#include <QWidget>

class QHBoxLayout;
class QTabWidget;

/// Holds two views: side by side when it is at least kMinWidth wide and kMinHeight tall, else as
/// two tabs of the full size (a projector at 1024 × 768 squeezed both into slivers). The second
/// view can be left out (setSecondShown()); showFirst() and showSecond() pick the tab, now or
/// when the views next become tabs.
class SideBySide : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kMinWidth = 1000;
    static constexpr int kMinHeight = 300;

    SideBySide(QWidget *first, const QString &firstTitle, QWidget *second, const QString &secondTitle, QWidget *parent = nullptr);

    /// True while the views are tabs.
    bool tabbed() const { return m_tabbed; }
    QTabWidget *tabs() const { return m_tabs; }
    void setSecondShown(bool shown);
    void showFirst();
    void showSecond();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void arrange(bool tabbed);

    QWidget *m_first;
    QWidget *m_second;
    QString m_titles[2];
    QHBoxLayout *m_layout;
    QTabWidget *m_tabs;
    bool m_tabbed = false;
    bool m_secondShown = true;
    int m_wanted = 0;  // the tab to show, kept while both views are in sight
};
