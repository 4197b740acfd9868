#pragma once
// What the Encoding Explorer's test programs share: each test starts from a fresh state and
// explorer, shown at a size where every view has room, so that no test sees what another one left
// behind; and the controls are driven as a user drives them.

#include "explorer/encoding_explorer.h"
#include "state/app_state.h"
#include "widgets/slider_spin_box.h"

#include <QDoubleSpinBox>
#include <QtTest>

// The views redraw once per pass of the event loop, after a burst of changes.
inline void settle()
{
    QCoreApplication::processEvents();
}

// Types a value into a spin box as a user would: select all, type, press Enter.
inline void typeInto(SliderSpinBox *control, const QString &text)
{
    QDoubleSpinBox *spin = control->spinBox();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
    settle();
}

// Qt Test runs only a test class's own slots: its init() and cleanup() call these.
class ExplorerFixture
{
protected:
    void openExplorer()
    {
        m_state = new AppState;
        m_explorer = new EncodingExplorer(m_state);
        m_explorer->resize(1400, 900);
        m_explorer->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_explorer));
    }

    void closeExplorer()
    {
        delete m_explorer;
        delete m_state;
    }

    AppState *m_state = nullptr;
    EncodingExplorer *m_explorer = nullptr;
};
