#include "challenges/challenges_view.h"

#include "challenges/class_mode_keys.h"
#include "challenges/controls.h"
#include "challenges/hands_tally.h"
#include "challenges/round_summary.h"
#include "challenges/question_picture.h"
#include "challenges/show_me.h"
#include "challenges/worksheet.h"
#include "state/app_state.h"
#include "math/translate.h"

#include <QApplication>
#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace {

const QString kRightStyle = QStringLiteral("color: #17692e; font-weight: bold;");
const QString kWrongStyle = QStringLiteral("color: #a4161a;");

QLabel *wrappedLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

ChallengesView::ChallengesView(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_controls(new ChallengeControls(state, this))
    , m_pages(new QStackedWidget(this))
{
    m_pages->addWidget(createQuestionPage());
    m_pages->addWidget(createSummaryPage());
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_controls);
    layout->addWidget(m_pages, 1);

    // Class mode's keys, the letters and Enter for Check or Next, while the focus is on the question.
    const auto key = [this](const QKeySequence &sequence, auto action) {
        auto *shortcut = new QShortcut(sequence, m_pages, action);  // the question page's keys: the side panel keeps its own
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        return shortcut;
    };
    // Enter presses a focused button (Show Me), else checks the answer or goes on.
    const auto enter = [this] {
        if (auto *button = qobject_cast<QPushButton *>(focusWidget()))
            button->click();
        else
            m_next->isVisible() ? next() : check();
    };
    key(QKeySequence(Qt::Key_Return), enter);
    key(QKeySequence(Qt::Key_Enter), enter);
    // A to E choose (the letters a class votes with), while the choices can be changed.
    for (int i = 0; i < kMaxChoices; ++i)
        key(QKeySequence(Qt::Key_A + i), [this, i] {
            if (m_choices[i]->isVisible() && m_choices[i]->isEnabled()) {
                m_choices[i]->setChecked(true);
                m_choices[i]->setFocus();
            }
        });
    auto *classKeys = new ClassModeKeys(m_pages, {{Qt::Key_S, [this] { startCountdown(); }}, {Qt::Key_R, [this] { check(); }},
                                                  {Qt::Key_N, [this] { next(); }}});
    connect(this, &ChallengesView::classModeSwitched, classKeys, &ClassModeKeys::setEnabled);
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &ChallengesView::tick);

    connect(m_controls, &ChallengeControls::classModeSwitched, this, &ChallengesView::setClassMode);
    connect(m_controls, &ChallengeControls::worksheetRequested, this, &ChallengesView::printWorksheet);
    connect(state, &AppState::challengesChanged, this, &ChallengesView::followRound);
    // The round goes on in the language of this window (rebuilt by a change of language).
    state->challengeRound() = state->challengeRound().regenerated();
    applyFonts();
    followRound();
}

void ChallengesView::applyFonts()
{
    // Relative to the view's own font, which presentation mode scales: larger still in class
    // mode, for the back row.
    const double factor = m_classMode ? 1.8 : 1.25;
    QFont text = font();
    text.setPointSizeF(font().pointSizeF() * factor);
    QList<QWidget *> widgets{m_prompt, m_number, m_feedback, m_summary, m_hands};
    for (QRadioButton *button : m_choices)
        widgets.append(button);
    for (QWidget *widget : widgets)
        widget->setFont(text);
    QFont header = font();
    header.setPointSizeF(font().pointSizeF() * (m_classMode ? 1.3 : 1.0));
    m_header->setFont(header);
    QFont large = font();
    large.setPointSizeF(font().pointSizeF() * 2.5);
    large.setBold(true);
    m_countdown->setFont(large);
}

void ChallengesView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

QWidget *ChallengesView::createQuestionPage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *top = new QHBoxLayout;
    m_header = new QLabel(page);
    m_score = new QLabel(page);
    m_countdown = new QLabel(page);
    m_countdown->setVisible(false);
    top->addWidget(m_header, 1);
    top->addWidget(m_countdown);
    top->addWidget(m_score);
    layout->addLayout(top);

    m_prompt = wrappedLabel(page);
    layout->addWidget(m_prompt);
    m_picture = new QuestionPicture(page);
    layout->addWidget(m_picture, 1);

    m_choiceGroup = new QButtonGroup(page);
    auto *choices = new QVBoxLayout;
    for (int i = 0; i < kMaxChoices; ++i) {
        auto *button = new QRadioButton(page);
        m_choices.append(button);
        m_choiceGroup->addButton(button, i);
        choices->addWidget(button);
    }
    layout->addLayout(choices);
    m_hands = new HandsTally(m_state, page);
    layout->addWidget(m_hands);
    m_number = new QLineEdit(page);
    m_number->setPlaceholderText(tr("Type a number, e.g. 0.84"));
    m_number->setAccessibleName(tr("Your answer"));
    m_number->setMaximumWidth(320);
    layout->addWidget(m_number);

    auto *buttons = new QHBoxLayout;
    m_check = new QPushButton(tr("Chec&k"), page);
    m_showMe = new QPushButton(tr("Sh&ow Me"), page);
    m_showMe->setToolTip(tr("Open the view that answers this question, set up at it."));
    m_next = new QPushButton(tr("Ne&xt Question"), page);
    buttons->addWidget(m_check);
    buttons->addWidget(m_showMe);
    buttons->addWidget(m_next);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_feedback = wrappedLabel(page);
    layout->addWidget(m_feedback);
    layout->addStretch(0);  // the room the picture takes, when a question has none (the picture has stretch 1)

    connect(m_check, &QPushButton::clicked, this, &ChallengesView::check);
    connect(m_showMe, &QPushButton::clicked, this, &ChallengesView::showMe);
    connect(m_next, &QPushButton::clicked, this, &ChallengesView::next);
    return page;
}

QWidget *ChallengesView::createSummaryPage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    m_summary = wrappedLabel(page);
    layout->addWidget(m_summary);
    auto *buttons = new QHBoxLayout;
    auto *again = new QPushButton(tr("Try Again with New N&umbers"), page);
    auto *same = new QPushButton(tr("Play These Questions A&gain"), page);
    buttons->addWidget(again);
    buttons->addWidget(same);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    layout->addStretch(1);
    connect(again, &QPushButton::clicked, m_controls->newNumbersButton(), &QPushButton::click);
    connect(same, &QPushButton::clicked, this, [this] { m_state->setChallengeSet(m_state->challengeRound().set()); });
    return page;
}

bool ChallengesView::showsSummary() const
{
    return m_pages->currentIndex() == 1;
}

void ChallengesView::followRound()
{
    const pe::ChallengeRound &round = m_state->challengeRound();
    m_revealed = false;
    m_timer.stop();
    m_secondsLeft = 0;
    m_countdown->setText(tr("S: countdown · R: reveal · N: next"));  // the teacher's keys, from the start
    m_hands->followRound(m_classMode);
    showScore();
    if (round.finished()) {
        showSummary();
        return;
    }
    m_pages->setCurrentIndex(0);
    const pe::Question &question = round.question();
    m_header->setText(tr("Question %1 of %2 · level %3, %4")
                          .arg(round.current() + 1).arg(round.count()).arg(round.set().level)
                          .arg(pe::challengeLevelTitle(round.set().level)));
    m_prompt->setText(question.prompt);
    m_picture->showQuestion(question, m_state->colourMap());
    m_choiceGroup->setExclusive(false);
    for (int i = 0; i < kMaxChoices; ++i) {
        QRadioButton *button = m_choices[i];
        const bool used = i < question.choices.size();
        button->setVisible(used);
        button->setChecked(false);
        button->setEnabled(true);
        button->setStyleSheet({});
        if (used)
            button->setText(QStringLiteral("&%1   %2").arg(choiceLetter(i), QString(question.choices[i]).replace(QLatin1Char('&'), QLatin1String("&&"))));
    }
    m_choiceGroup->setExclusive(true);
    // A screen reader says the question with the choice or the box that has the focus.
    for (QRadioButton *button : m_choices)
        button->setAccessibleDescription(question.prompt);
    m_number->setAccessibleDescription(question.prompt);
    m_number->setVisible(question.choices.isEmpty());
    m_number->setEnabled(true);
    m_number->clear();
    m_feedback->clear();
    m_check->setText(m_classMode ? tr("&Reveal the Answer") : tr("Chec&k"));
    m_check->setVisible(true);
    m_showMe->setVisible(false);
    m_next->setVisible(false);
    // The focus goes to the answer only from the question page (Next): a seed being typed in
    // the side panel keeps it.
    QWidget *focus = QApplication::focusWidget();
    const bool focusHere = !focus || !m_controls->isAncestorOf(focus) || focus->inherits("QComboBox");
    if (round.answered())  // a rebuilt window, mid-question
        showAnswer(false);
    else if (focusHere)
        question.choices.isEmpty() ? m_number->setFocus() : m_choices.first()->setFocus();
}

void ChallengesView::check()
{
    pe::ChallengeRound &round = m_state->challengeRound();
    if (showsSummary() || round.finished() || m_next->isVisible())
        return;
    if (m_classMode) {
        m_revealed = true;
        showAnswer(true);
        return;
    }
    const pe::Question &question = round.question();
    double given = m_choiceGroup->checkedId();
    if (question.choices.isEmpty()) {
        bool ok = false;
        given = pe::parseStudentNumber(m_number->text(), &ok);
        if (!ok) {
            m_feedback->setText(m_number->text().trimmed().isEmpty() ? tr("Type your answer first, a number such as 0.84.")
                                                                      : tr("“%1” is not a number: type one such as 0.84 or -0.5.").arg(m_number->text()));
            return;
        }
    } else if (given < 0) {
        m_feedback->setText(tr("Choose an answer first (the letters A to %1, or the arrow keys).").arg(choiceLetter(int(question.choices.size()) - 1)));
        return;
    }
    round.answer(given);
    showAnswer(false);
}

void ChallengesView::showAnswer(bool revealOnly)
{
    const pe::ChallengeRound &round = m_state->challengeRound();
    const pe::Question &question = round.question();
    const int right = int(question.answer);
    QString verdict;
    if (revealOnly) {
        verdict = question.choices.isEmpty() ? tr("The answer is %1.").arg(question.answer, 0, 'f', 2)
                                             : tr("The answer is %1: %2.").arg(choiceLetter(right), question.choices[right]);
    } else {
        const double given = round.given(round.current()).value_or(-1);
        const bool isRight = pe::isRightAnswer(question, given);
        if (question.choices.isEmpty())
            verdict = isRight ? tr("✓ Right: %1.").arg(question.answer, 0, 'f', 4)
                              : pe::sentencesJoined(tr("✗ Not quite: the answer is %1 (you gave %2).").arg(question.answer, 0, 'f', 4).arg(given),
                                                    pe::slipHint(question, given));
        else
            verdict = isRight ? tr("✓ Right: %1.").arg(question.choices[right])
                              : tr("✗ Not quite: the answer is %1, %2.").arg(choiceLetter(right), question.choices[right]);
        if (!isRight && !question.choices.isEmpty())
            m_choices[int(given)]->setStyleSheet(kWrongStyle);
    }
    if (!question.choices.isEmpty())
        m_choices[right]->setStyleSheet(kRightStyle);
    m_hands->reveal();
    for (QRadioButton *button : m_choices)
        button->setEnabled(false);
    m_number->setEnabled(false);
    m_feedback->setText(pe::sentencesJoined(verdict, question.explanation));
    m_check->setVisible(false);
    m_showMe->setVisible(true);
    m_next->setVisible(true);
    m_next->setText(round.current() + 1 < round.count() ? tr("Ne&xt Question") : tr("See the &Results"));
    // A screen reader hears the verdict with the button that has the focus.
    m_next->setAccessibleDescription(m_feedback->text());
    m_next->setFocus();
    m_timer.stop();
    m_countdown->setText(tr("N: next"));  // the time is over once the answer shows
    showScore();
}

void ChallengesView::next()
{
    pe::ChallengeRound &round = m_state->challengeRound();
    if (round.finished() || !(round.answered() || m_revealed || m_classMode))
        return;
    round.next();
    followRound();
}

void ChallengesView::showMe()
{
    if (m_state->challengeRound().finished())
        return;
    QString said;  // after the view is shown, whose hint would cover it
    emit showViewRequested(showMeKeepingSetUp(m_state->challengeRound().question(), m_state, &said));
    if (!said.isEmpty())
        emit statusMessage(said);
}

void ChallengesView::printWorksheet()
{
    const pe::ChallengeRound &round = m_state->challengeRound();
    if (const QString message = printWorksheetDialog(round.set(), round.questions(), m_state->colourMap(), this); !message.isEmpty())
        emit statusMessage(message);
}

void ChallengesView::saveWorksheet()
{
    const pe::ChallengeRound &round = m_state->challengeRound();
    if (const QString message = saveWorksheetDialog(round.set(), round.questions(), m_state->colourMap(), this); !message.isEmpty())
        emit statusMessage(message);
}

void ChallengesView::showScore()
{
    m_score->setVisible(!m_classMode);
    m_score->setText(tr("Points: %1   Streak: %2").arg(m_state->challengeRound().points()).arg(m_state->challengeRound().streak()));
}

void ChallengesView::showSummary()
{
    m_summary->setText(roundSummary(m_state->challengeRound(), m_classMode));
    m_pages->setCurrentIndex(1);
}

void ChallengesView::setClassMode(bool on)
{
    if (on == m_classMode)
        return;
    m_classMode = on;
    m_controls->classModeControl()->setChecked(on);
    m_countdown->setVisible(on);
    applyFonts();
    emit classModeSwitched(on);
    followRound();
    emit statusMessage(challengesHint(on));
    // The teacher's keys (S, R, N, the letters) act where the question has the focus: give it there,
    // as the side panel steps aside for the projector.
    if (on && !showsSummary())
        (m_number->isVisible() ? static_cast<QWidget *>(m_number) : m_choices.first())->setFocus();
}

void ChallengesView::startCountdown()
{
    if (!m_classMode || m_revealed || showsSummary())
        return;
    m_secondsLeft = m_controls->countdownControl()->value() + 1;
    tick();
    m_timer.start();
}

void ChallengesView::tick()
{
    m_secondsLeft = std::max(0, m_secondsLeft - 1);
    m_countdown->setText(m_secondsLeft > 0 ? QStringLiteral("%1:%2").arg(m_secondsLeft / 60).arg(m_secondsLeft % 60, 2, 10, QLatin1Char('0'))
                                           : tr("Time! (R reveals the answer)"));
    if (m_secondsLeft == 0)
        m_timer.stop();
}
