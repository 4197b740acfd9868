#include "widgets/side_by_side.h"

#include <QHBoxLayout>
#include <QResizeEvent>
#include <QTabWidget>

SideBySide::SideBySide(QWidget *first, const QString &firstTitle, QWidget *second, const QString &secondTitle, QWidget *parent)
    : QWidget(parent)
    , m_first(first)
    , m_second(second)
    , m_titles{firstTitle, secondTitle}
    , m_layout(new QHBoxLayout(this))
    , m_tabs(new QTabWidget)
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_tabs);
    m_tabs->setDocumentMode(true);
    m_tabs->setAccessibleName(QStringLiteral("%1, %2").arg(firstTitle, secondTitle));
    arrange(true);
}

void SideBySide::setSecondShown(bool shown)
{
    m_secondShown = shown;
    if (m_tabbed)
        m_tabs->setTabVisible(1, shown);
    else
        m_second->setVisible(shown);
}

void SideBySide::showFirst()
{
    m_wanted = 0;
    if (m_tabbed)
        m_tabs->setCurrentIndex(0);
}

void SideBySide::showSecond()
{
    m_wanted = 1;
    if (m_tabbed && m_secondShown)
        m_tabs->setCurrentIndex(1);
}

void SideBySide::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const bool tabbed = event->size().width() < kMinWidth || event->size().height() < kMinHeight;
    if (tabbed != m_tabbed)
        arrange(tabbed);
}

void SideBySide::arrange(bool tabbed)
{
    m_tabbed = tabbed;
    if (tabbed) {
        m_layout->removeWidget(m_first);
        m_layout->removeWidget(m_second);
        m_tabs->addTab(m_first, m_titles[0]);
        m_tabs->addTab(m_second, m_titles[1]);
        m_tabs->setTabVisible(1, m_secondShown);
        m_tabs->setCurrentIndex(m_secondShown ? m_wanted : 0);
        m_tabs->show();
        return;
    }
    m_wanted = std::max(m_tabs->currentIndex(), 0);  // the tab a student picked, for when the tabs come back
    m_tabs->hide();
    m_tabs->clear();  // the pages stay; the tabs let go of them
    for (QWidget *view : {m_first, m_second}) {
        view->setParent(this);
        m_layout->addWidget(view, 1);
    }
    m_first->show();
    m_second->setVisible(m_secondShown);
}
