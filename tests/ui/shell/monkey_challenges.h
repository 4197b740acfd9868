#pragma once
// The monkey test's actions on the Challenges tab: the round's controls, the kinds asked, choices
// clicked or typed, Check, Show Me, Next, numbers typed, class mode and its keys; and what must
// stay true of the tab whatever was done (challengesProblem()).

#include "challenges/challenge_kinds.h"
#include "challenges/challenges_view.h"
#include "challenges/controls.h"
#include "challenges/question_picture.h"
#include "state/app_state.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QtTest>
#include <functional>

namespace monkey {

/// One random action on `view`: pick(n) draws a whole number from [0, n), note() records the action.
inline void actOnChallenges(ChallengesView *view, const std::function<int(int)> &pick, const std::function<void(const QString &)> &note)
{
    ChallengeControls *controls = view->controls();
    const int kind = pick(100);
    if (kind < 8) {
        const int index = pick(int(controls->levelControl()->count()));
        note(QStringLiteral("challenge level %1").arg(index + 1));
        controls->levelControl()->setCurrentIndex(index);
    } else if (kind < 14) {
        QSpinBox *boxes[] = {controls->seedControl(), controls->countControl()};
        QSpinBox *box = boxes[pick(2)];
        const int value = box == controls->countControl() ? 1 + pick(12) : pick(box->maximum() + 1);
        note(QStringLiteral("challenge %1 %2").arg(box == controls->countControl() ? QStringLiteral("count") : QStringLiteral("seed")).arg(value));
        box->setValue(value);
    } else if (kind < 20) {
        QCheckBox *box = controls->kindControls()[pick(int(controls->kindControls().size()))];
        note(QStringLiteral("challenge kind %1").arg(box->text()));
        box->click();
    } else if (kind < 50) {
        const int choice = pick(ChallengesView::kMaxChoices);
        note(QStringLiteral("challenge key %1").arg(QChar(u'A' + choice)));
        QTest::keyClick(view, Qt::Key(Qt::Key_A + choice));
    } else if (kind < 58) {
        static const QStringList numbers{QStringLiteral("0.84"), QStringLiteral("-0,5"), QStringLiteral("x"), QString(),
                                         QStringLiteral("1e309"), QStringLiteral("🐯")};
        const QString &number = numbers[pick(int(numbers.size()))];
        note(QStringLiteral("challenge number '%1'").arg(number));
        view->numberBox()->setText(number);
    } else if (kind < 92) {
        QPushButton *buttons[] = {view->checkButton(), view->nextButton(), view->nextButton(), view->showMeButton(),
                                  controls->newNumbersButton()};
        QPushButton *button = buttons[pick(5)];
        if (!button->isVisible() || !button->isEnabled())
            return;
        note(QStringLiteral("challenge press %1").arg(button->text()));
        button->click();
    } else if (kind < 96) {
        note(QStringLiteral("challenge class mode"));
        controls->classModeControl()->click();
    } else {
        const Qt::Key keys[] = {Qt::Key_S, Qt::Key_R, Qt::Key_N, Qt::Key_Return};
        const Qt::Key key = keys[pick(4)];
        note(QStringLiteral("challenge key %1").arg(QKeySequence(key).toString()));
        QTest::keyClick(view, key);
    }
}

/// What is wrong with the tab, or an empty string: it shows the round's question (its prompt, a
/// picture exactly when its kind has one, one button per choice or the number box), or the summary
/// once the round is over, and the points the round counted.
inline QString challengesProblem(const ChallengesView *view, const AppState *state)
{
    const pe::ChallengeRound &round = state->challengeRound();
    if (round.finished() != view->showsSummary())
        return QStringLiteral("the summary is %1 with the round %2").arg(view->showsSummary() ? "shown" : "hidden", round.finished() ? "over" : "going on");
    if (!view->classMode() && !view->score()->text().contains(QString::number(round.points())))
        return QStringLiteral("the score reads '%1' with %2 points").arg(view->score()->text()).arg(round.points());
    if (round.finished())
        return {};
    const pe::Question &question = round.question();
    if (view->prompt()->text() != question.prompt)
        return QStringLiteral("the prompt '%1' is not the question's '%2'").arg(view->prompt()->text().left(40), question.prompt.left(40));
    if (view->picture()->isVisibleTo(view) != (challengeKindView(question.kind).draw != nullptr))
        return QStringLiteral("the picture of a %1 question is %2").arg(pe::challengeKindName(question.kind), view->picture()->isVisibleTo(view) ? "shown" : "hidden");
    int shown = 0;
    for (QRadioButton *button : view->choiceButtons())
        shown += button->isVisibleTo(view) ? 1 : 0;
    if (shown != question.choices.size() || view->numberBox()->isVisibleTo(view) != question.choices.isEmpty())
        return QStringLiteral("%1 choices shown for a question of %2").arg(shown).arg(question.choices.size());
    return {};
}

} // namespace monkey
