#pragma once
// What the Attention Lab's test programs share: each test starts from a fresh state and lab, shown
// at a size where every map has room, so that no test sees what another one left behind.

#include "attention_lab/attention_lab.h"
#include "state/app_state.h"

#include <QLineEdit>
#include <QtTest>

inline void retype(QLineEdit *edit, const QString &text)
{
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

// Qt Test runs only a test class's own slots: its init() and cleanup() call these.
class LabFixture
{
protected:
    void openLab()
    {
        m_state = new AppState;
        m_lab = new AttentionLab(m_state);
        m_lab->resize(1400, 900);
        m_lab->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_lab));
    }

    void closeLab()
    {
        delete m_lab;
        delete m_state;
    }

    AppState *m_state = nullptr;
    AttentionLab *m_lab = nullptr;
};
