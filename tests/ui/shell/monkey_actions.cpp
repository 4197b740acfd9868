// The monkey test's random user actions (see test_monkey.cpp): each one drawn from the run's seed
// and noted, so that a failure lists the actions that led to it and PE_MONKEY_SEED replays them.

#include "attention/attention.h"
#include "attention_lab/attention_lab.h"
#include "attention_lab/block_strip.h"
#include "attention_lab/block_window.h"
#include "attention_lab/score_terms_panel.h"
#include "attention_lab/controls.h"
#include "attention_lab/inside_one_word.h"
#include "attention_lab/sentence_panel.h"
#include "explorer/controls.h"
#include "explorer/encoding_explorer.h"
#include "explorer/encoding_heatmap_view.h"
#include "explorer/similarity_view.h"
#include "shell/main_window.h"
#include "ui/shell/monkey.h"
#include "ui/shell/monkey_challenges.h"
#include "ui/shell/monkey_training.h"
#include "widgets/slider_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QInputMethodEvent>
#include <QKeySequence>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QtTest>
#include <qcustomplot.h>
#include <algorithm>
#include <cmath>

int TestMonkey::pick(int count)
{
    return int(m_random.bounded(quint32(count)));
}

bool TestMonkey::chance(double p)
{
    return m_random.generateDouble() < p;
}

int TestMonkey::logUniform(int low, int high)
{
    const double exponent = std::log(double(low)) + m_random.generateDouble() * (std::log(double(high) + 1) - std::log(double(low)));
    return std::clamp(int(std::exp(exponent)), low, high);
}

void TestMonkey::note(const QString &action)
{
    m_recentActions.append(QStringLiteral("%1: %2").arg(m_actionIndex).arg(action));
    if (m_recentActions.size() > 25)
        m_recentActions.removeFirst();
}

void TestMonkey::act()
{
    const int kind = pick(100);
    if (kind < 40)
        actOnExplorer();
    else if (kind < 65)
        actOnLab();
    else if (kind < 75)
        actOnSentence();
    else if (kind < 80)
        monkey::actOnTrainingLab(m_window->trainingLab(), [this](int count) { return pick(count); },
                                 [this](const QString &action) { note(action); });
    else if (kind < 87)
        monkey::actOnChallenges(m_window->challengesView(), [this](int count) { return pick(count); },
                                [this](const QString &action) { note(action); });
    else
        actOnWindow();
}

void TestMonkey::moveSliderSpinBox(SliderSpinBox *control, const QString &name, bool logarithmicValues)
{
    QSlider *slider = control->slider();
    QDoubleSpinBox *spinBox = control->spinBox();
    switch (pick(4)) {
    case 0: { // keyboard on the slider, as a student with the focus on it
        const Qt::Key keys[] = {Qt::Key_Left, Qt::Key_Right, Qt::Key_PageUp, Qt::Key_PageDown, Qt::Key_Home, Qt::Key_End};
        const Qt::Key key = keys[pick(6)];
        note(QStringLiteral("%1 slider key %2").arg(name).arg(QKeySequence(key).toString()));
        QTest::keyClick(slider, key);
        break;
    }
    case 1: { // a drag ends somewhere on the slider
        const int position = logarithmicValues && slider->minimum() > 0 ? logUniform(slider->minimum(), slider->maximum())
                                                                         : slider->minimum() + pick(slider->maximum() - slider->minimum() + 1);
        note(QStringLiteral("%1 slider to %2").arg(name).arg(position));
        slider->setValue(position);
        break;
    }
    case 2: { // a typed value, confirmed with Enter
        const int low = int(std::ceil(spinBox->minimum()));
        const int high = int(std::floor(spinBox->maximum()));
        const int value = logarithmicValues ? logUniform(std::max(low, 1), std::max(high, 1)) : low + pick(high - low + 1);
        note(QStringLiteral("%1 typed %2").arg(name).arg(value));
        spinBox->selectAll();
        QTest::keyClicks(spinBox, QString::number(value));
        QTest::keyClick(spinBox, Qt::Key_Return);
        break;
    }
    default: { // the spin box's arrows
        const bool up = chance(0.5);
        note(QStringLiteral("%1 spin box %2").arg(name, up ? QStringLiteral("up") : QStringLiteral("down")));
        QTest::keyClick(spinBox, up ? Qt::Key_Up : Qt::Key_Down);
        break;
    }
    }
}

void TestMonkey::actOnExplorer()
{
    const int kind = pick(100);
    if (kind < 45) {
        const std::pair<SliderSpinBox *, QString> controls[] = {
            {m_explorer->controls()->positionControl(), QStringLiteral("position")},
            {m_explorer->controls()->dimensionControl(), QStringLiteral("dimension")},
            {m_explorer->controls()->dModelControl(), QStringLiteral("d_model")},
            {m_explorer->controls()->positionsControl(), QStringLiteral("positions")},
            {m_explorer->controls()->baseControl(), QStringLiteral("base")},
            {m_explorer->controls()->comparePositionControl(), QStringLiteral("compare position")},
            {m_explorer->controls()->numberControl(QStringLiteral("max_len")), QStringLiteral("max_len")},
        };
        const auto &control = controls[pick(7)];
        if (control.first->isHidden()) // max_len shows for the learned scheme only
            return;
        const bool sizes = control.first == m_explorer->controls()->dModelControl() || control.first == m_explorer->controls()->positionsControl()
                           || control.first == m_explorer->controls()->numberControl(QStringLiteral("max_len"));
        moveSliderSpinBox(control.first, control.second, sizes);
    } else if (kind < 70) {
        const std::pair<QComboBox *, QString> combos[] = {
            {m_explorer->controls()->schemeControl(), QStringLiteral("scheme")},
            {m_explorer->controls()->layoutControl(), QStringLiteral("layout")},
            {m_explorer->controls()->compareSchemeControl(), QStringLiteral("compare scheme")},
        };
        const auto &combo = combos[pick(3)];
        if (chance(0.5)) {
            const int index = pick(combo.first->count());
            note(QStringLiteral("%1 choice %2").arg(combo.second).arg(index));
            combo.first->setCurrentIndex(index);
        } else {
            const bool down = chance(0.5);
            note(QStringLiteral("%1 key %2").arg(combo.second, down ? QStringLiteral("down") : QStringLiteral("up")));
            QTest::keyClick(combo.first, down ? Qt::Key_Down : Qt::Key_Up);
        }
    } else if (kind < 80) {
        QCheckBox *box = chance(0.5) ? m_explorer->controls()->compareControl() : m_explorer->controls()->stackedControl();
        note(QStringLiteral("click %1").arg(box->text()));
        box->click();
    } else if (kind < 90) {
        // Pin dimension, Clear pins, the two classic figures and Show Code (not the buttons of
        // a dialog it opened: Save would wait for a folder); the code dialog is closed again.
        QList<QPushButton *> buttons = m_explorer->findChildren<QPushButton *>();
        buttons.removeIf([this](QPushButton *button) { return button->window() != m_window; });
        QPushButton *button = buttons.value(pick(int(buttons.size())));
        note(QStringLiteral("click %1").arg(button->text()));
        button->click();
        for (QDialog *dialog : m_window->findChildren<QDialog *>())
            if (dialog->isVisible())
                dialog->close();
    } else {
        QCustomPlot *plot = chance(0.5) ? m_explorer->heatmapView()->plot() : m_explorer->similarityView()->mapPlot();
        const QRect area = plot->axisRect()->rect();
        const QPoint point(area.left() + pick(std::max(area.width(), 1)), area.top() + pick(std::max(area.height(), 1)));
        note(QStringLiteral("click %1 at %2, %3").arg(plot == m_explorer->heatmapView()->plot() ? "heatmap" : "similarity map")
                 .arg(point.x()).arg(point.y()));
        QTest::mouseClick(plot, Qt::LeftButton, {}, point);
    }
}

void TestMonkey::actOnLab()
{
    const int kind = pick(100);
    if (kind < 15) {
        moveSliderSpinBox(m_lab->controls()->dModelControl(), QStringLiteral("lab d_model"), true);
    } else if (kind < 40) {
        const std::pair<QComboBox *, QString> combos[] = {
            {m_lab->controls()->schemeControl(), QStringLiteral("lab scheme")},
            {m_lab->controls()->combineControl(), QStringLiteral("combine")},
            {m_lab->controls()->projectionControl(), QStringLiteral("projection")},
            {m_lab->controls()->shownHeadControl(), QStringLiteral("shown head")},
            {m_lab->insideOneWord()->tokenControl(), QStringLiteral("token")},
        };
        const auto &combo = combos[pick(5)];
        if (combo.first->count() == 0 || !combo.first->isEnabled()) // combine is off for RoPE and ALiBi
            return;
        const int index = pick(combo.first->count());
        note(QStringLiteral("%1 choice %2").arg(combo.second).arg(index));
        combo.first->setCurrentIndex(index);
    } else if (kind < 55) {
        QSpinBox *heads = m_lab->controls()->headsControl();
        if (chance(0.5)) {
            const bool up = chance(0.5);
            note(QStringLiteral("heads %1").arg(up ? "up" : "down"));
            QTest::keyClick(heads, up ? Qt::Key_Up : Qt::Key_Down);
        } else {
            const int value = 1 + pick(pe::kMaxHeads);
            note(QStringLiteral("heads %1").arg(value));
            heads->setValue(value);
        }
    } else if (kind < 62) {
        const int value = chance(0.8) ? pick(100) : pick(1000000);
        note(QStringLiteral("seed %1").arg(value));
        m_seedControl->setValue(value);
    } else if (kind < 70) {
        if (!m_lab->controls()->positionWeightControl()->isEnabled()) // only where the position is added
            return;
        const double value = pick(101) / 10.0;
        note(QStringLiteral("position weight %1").arg(value));
        m_lab->controls()->positionWeightControl()->setValue(value);
    } else if (kind < 75) {
        actOnBlockWindow();
    } else if (kind < 88) {
        QCheckBox *boxes[] = {m_lab->controls()->causalControl(), m_lab->controls()->lowerCaseControl(), m_lab->controls()->scoresControl()};
        QCheckBox *box = boxes[pick(3)];
        note(QStringLiteral("click %1").arg(box->text()));
        box->click();
    } else {
        // The presets through the keyboard, as a student picks one, or Swap words.
        if (chance(0.3)) {
            for (QPushButton *button : m_lab->sentences()->findChildren<QPushButton *>()) { // Swap words
                note(QStringLiteral("click %1").arg(button->text()));
                button->click();
                break;
            }
            return;
        }
        QComboBox *presets = m_lab->sentences()->presetControl();
        const Qt::Key key = chance(0.5) ? Qt::Key_Down : Qt::Key_End;
        note(QStringLiteral("preset key %1").arg(QKeySequence(key).toString()));
        QTest::keyClick(presets, key);
    }
}

// "Inside the Block": opened, its choices changed, a stage or a term chosen, closed; while open it
// follows every other action on the lab.
void TestMonkey::actOnBlockWindow()
{
    BlockWindow *window = m_lab->blockWindow();
    if (!window || !window->isVisible()) {
        note(QStringLiteral("open Inside the Block"));
        m_lab->controls()->findChild<QPushButton *>(QStringLiteral("insideBlock"))->click();
        return;
    }
    const int what = pick(8);
    if (what == 0 && window->modelControl()->count() > 0) {
        const int index = pick(window->modelControl()->count());
        note(QStringLiteral("block model %1").arg(index));
        window->modelControl()->setCurrentIndex(index);
    } else if (what == 1 || what == 2) {
        QSpinBox *box = what == 1 ? window->headControl() : window->blockControl();
        const int value = 1 + pick(8);
        note(QStringLiteral("block %1 %2").arg(what == 1 ? "head" : "block").arg(value));
        box->setValue(value);
    } else if (what == 3 || what == 4) {
        QCheckBox *box = what == 3 ? window->positionControl() : window->concatenateControl();
        note(QStringLiteral("block click %1").arg(box->text()));
        box->click();
    } else if (what == 5 && !window->strip()->buttons().isEmpty()) {
        StageButton *button = window->strip()->buttons().value(pick(int(window->strip()->buttons().size())));
        note(QStringLiteral("block stage %1").arg(button->accessibleName()));
        button->click();
    } else if (what == 6) {
        const int term = pick(4);
        note(QStringLiteral("block term %1").arg(term));
        window->scoreTerms()->termButton(term)->click();
    } else if (what == 7) {
        note(QStringLiteral("close Inside the Block"));
        window->close();
    }
}

void TestMonkey::actOnSentence()
{
    QLineEdit *edit = m_lab->sentences()->sentenceEdit(chance(0.5) ? SentencePanel::A : SentencePanel::B);
    const QString name = edit == m_lab->sentences()->sentenceEdit(SentencePanel::A) ? QStringLiteral("A") : QStringLiteral("B");
    const int kind = pick(100);
    if (kind < 45) {
        static const QStringList words{QStringLiteral(" tigers"), QStringLiteral(" love"), QStringLiteral(" Rabbits"),
                                       QStringLiteral(" the"), QStringLiteral("."), QStringLiteral(","), QStringLiteral(" 我"),
                                       QStringLiteral("爱"), QStringLiteral("你"), QStringLiteral(" é"), QStringLiteral(" 42"),
                                       QStringLiteral("  "), QStringLiteral("?!"), QStringLiteral(" ÜBER")};
        const QString text = words[pick(int(words.size()))];
        edit->setCursorPosition(pick(int(edit->text().size()) + 1));
        note(QStringLiteral("type '%1' into %2 at %3").arg(text, name).arg(edit->cursorPosition()));
        for (QChar c : text) {
            if (c.unicode() < 0x80) {
                QTest::keyClicks(edit, QString(c));
            } else {
                // Letters beyond ASCII come from an input method, as 我 from a pinyin one.
                QInputMethodEvent event;
                event.setCommitString(QString(c));
                QCoreApplication::sendEvent(edit, &event);
            }
        }
    } else if (kind < 60) {
        const int count = chance(0.9) ? 1 + pick(3) : 1 + pick(40);
        note(QStringLiteral("backspace %1 times in %2").arg(count).arg(name));
        for (int k = 0; k < count; ++k)
            QTest::keyClick(edit, Qt::Key_Backspace);
    } else if (kind < 68) {
        note(QStringLiteral("clear %1").arg(name));
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(edit, Qt::Key_Delete);
    } else if (kind < 88) {
        const bool undo = chance(0.75);
        note(QStringLiteral("%1 in %2").arg(undo ? "undo" : "redo", name));
        QTest::keyClick(edit, Qt::Key_Z, undo ? Qt::ControlModifier : Qt::ControlModifier | Qt::ShiftModifier);
    } else {
        // A paste: a long text now and then (past the lab's token limit), emoji that need two UTF-16 units.
        static const QStringList pastes{QStringLiteral(" 🐯 loves 🐰"), QStringLiteral("Rabbits love tigers."),
                                        QStringLiteral(" a b c d e f g h i j k l m n o p"), QStringLiteral("\t tab\tseparated ")};
        QString text = pastes[pick(int(pastes.size()))];
        if (chance(0.1))
            text = QStringLiteral(" word").repeated(300 + pick(400));
        note(QStringLiteral("paste %1 characters into %2").arg(text.size()).arg(name));
        edit->insert(text);
    }
}

void TestMonkey::actOnWindow()
{
    const int kind = pick(100);
    if (kind < 30) {
        const int tab = pick(m_tabs->count());
        note(QStringLiteral("click tab %1").arg(tab));
        QTest::mouseClick(m_tabs->tabBar(), Qt::LeftButton, {}, m_tabs->tabBar()->tabRect(tab).center());
    } else if (kind < 42) {
        const QSize size(400 + pick(2000), 300 + pick(1300));
        note(QStringLiteral("resize to %1 x %2").arg(size.width()).arg(size.height()));
        m_window->resize(size);
    } else if (kind < 50) {
        const bool escape = m_window->presentationMode() && chance(0.5);
        note(escape ? QStringLiteral("Esc") : QStringLiteral("F11"));
        QTest::keyClick(m_window, escape ? Qt::Key_Escape : Qt::Key_F11);
    } else if (kind < 55) {
        note(QStringLiteral("Ctrl+H"));
        QTest::keyClick(m_window, Qt::Key_H, Qt::ControlModifier);
    } else if (kind < 92) {
        if (m_window->lessonStep() < 0 || chance(0.1)) {
            note(QStringLiteral("Ctrl+G"));
            QTest::keyClick(m_window, Qt::Key_G, Qt::ControlModifier);
        } else if (chance(0.1)) {
            note(QStringLiteral("end the guided lesson"));
            m_window->endGuidedLesson();
        } else {
            const Qt::Key keys[] = {Qt::Key_PageDown, Qt::Key_Space, Qt::Key_PageUp};
            const Qt::Key key = keys[pick(3)];
            note(QStringLiteral("lesson key %1").arg(QKeySequence(key).toString()));
            QTest::keyClick(m_window, key);
        }
    } else {
        // The event loop runs between a user's actions too: queued redraws happen mid-batch, not
        // only before each check (seldom, since each one redraws every view changed).
        note(QStringLiteral("process events"));
        QCoreApplication::processEvents();
    }
}
