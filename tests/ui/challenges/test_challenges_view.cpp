// The Challenges tab: answers checked by keyboard and mouse, points and streak, numbers typed as
// students type them, Show me setting up the view that answers, the round's summary, class mode,
// a round kept across a rebuilt window, and the worksheet's pages.

#include "challenges/challenges_view.h"
#include "challenges/hands_tally.h"
#include "challenges/controls.h"
#include "challenges/challenge_kinds.h"
#include "challenges/question_picture.h"
#include "challenges/worksheet.h"
#include "training_lab/training_lab.h"
#include "shell/main_window.h"
#include "shell/kept_set_up_button.h"
#include "state/app_state.h"
#include "state/view_names.h"
#include "explorer/encoding_explorer.h"
#include "explorer/encoding_heatmap_view.h"
#include "schemes/table.h"
#include "attention/word_order.h"
#include "text/tokenizer.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>
#include "support/fail_on_warnings.h"
#include <qcustomplot.h>

Q_DECLARE_METATYPE(pe::ChallengeKind)

class TestChallengesView : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void choicesAreCheckedWithTheKeyboard_data();
    void choicesAreCheckedWithTheKeyboard();
    void numbersAreReadAsStudentsTypeThem_data();
    void numbersAreReadAsStudentsTypeThem();
    void showMeSetsUpTheView_data();
    void showMeSetsUpTheView();
    void aRoundEndsWithItsSummary();
    void classModeRevealsAndKeepsNoScore();
    void classModeKeysActFromTheNumberBoxes();
    void aRebuiltWindowGoesOnWithTheRound();
    void typingASeedKeepsTheFocus();
    void theWorksheetHasItsThreeParts_data();
    void theWorksheetHasItsThreeParts();
    void aSchemesPictureIsTheExplorersHeatmap();

private:
    // One question of `kind` (level 2 asks every kind but the formula's, level 3 that one too).
    void playOnly(pe::ChallengeKind kind, int count = 1);
    void press(int key);
    ChallengesView *view() const { return m_window->challengesView(); }

    AppState *m_state = nullptr;
    MainWindow *m_window = nullptr;
};

void TestChallengesView::init()
{
    failOnStringWarnings();
    m_state = new AppState;
    m_window = new MainWindow(m_state);
    m_window->showView(QStringLiteral("challenges"));
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
}

void TestChallengesView::cleanup()
{
    m_window->setPresentationMode(false);
    delete m_window;
    delete m_state;
}

void TestChallengesView::playOnly(pe::ChallengeKind kind, int count)
{
    QCOMPARE(m_state->setChallengeSet({2, 31, count, {kind}}), QString());
}

void TestChallengesView::press(int key)
{
    QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : view();
    QTest::keyClick(target, Qt::Key(key));
}

void TestChallengesView::choicesAreCheckedWithTheKeyboard_data()
{
    QTest::addColumn<pe::ChallengeKind>("kind");
    QTest::addColumn<bool>("right");
    for (pe::ChallengeKind kind : pe::allChallengeKinds()) {
        if (kind == pe::ChallengeKind::FormulaNumber)
            continue;
        for (bool right : {true, false})
            QTest::addRow("%s, %s", qPrintable(pe::challengeKindName(kind)), right ? "right" : "wrong") << kind << right;
    }
}

// A letter chooses (the arrows then move the choice), Enter checks: the verdict, the right choice
// marked, points and streak.
void TestChallengesView::choicesAreCheckedWithTheKeyboard()
{
    QFETCH(pe::ChallengeKind, kind);
    QFETCH(bool, right);
    playOnly(kind, 2);
    const pe::Question question = m_state->challengeRound().question();
    QCOMPARE(challengeKindView(kind).kind, kind);  // each kind has its row
    QCOMPARE(view()->picture()->isVisibleTo(view()), challengeKindView(kind).draw != nullptr);
    QCOMPARE(view()->prompt()->text(), question.prompt);
    const int answer = int(question.answer);
    const int chosen = right ? answer : (answer + 1) % int(question.choices.size());
    press(Qt::Key_A);
    QVERIFY(view()->choiceButtons().at(0)->isChecked());
    for (int i = 0; i < chosen; ++i)
        press(Qt::Key_Down);
    QVERIFY(view()->choiceButtons().at(chosen)->isChecked());
    press(Qt::Key_A + chosen);
    QVERIFY(view()->choiceButtons().at(chosen)->isChecked());
    press(Qt::Key_Return);
    QCOMPARE(m_state->challengeRound().given(0), std::optional<double>(chosen));
    QCOMPARE(m_state->challengeRound().points(), right ? 1 : 0);
    QCOMPARE(m_state->challengeRound().streak(), right ? 1 : 0);
    QVERIFY2(view()->feedback()->text().startsWith(right ? QStringLiteral("✓") : QStringLiteral("✗")), qPrintable(view()->feedback()->text()));
    QVERIFY(view()->feedback()->text().contains(question.explanation));
    QVERIFY(view()->choiceButtons().at(answer)->styleSheet().contains(QStringLiteral("bold")));
    QVERIFY(view()->showMeButton()->isVisible());
    QCOMPARE(QApplication::focusWidget(), view()->nextButton());
    // A second Enter moves on; the answer given stays given.
    press(Qt::Key_Return);
    QCOMPARE(m_state->challengeRound().current(), 1);
    QVERIFY(view()->feedback()->text().isEmpty());
    QCOMPARE(m_state->challengeRound().points(), right ? 1 : 0);
}

void TestChallengesView::numbersAreReadAsStudentsTypeThem_data()
{
    QTest::addColumn<QString>("typed");  // "RIGHT" stands for the answer to two decimals
    QTest::addColumn<int>("points");     // -1: not taken, a message instead
    QTest::newRow("two decimals") << "RIGHT" << 1;
    QTest::newRow("a decimal comma") << "RIGHT," << 1;
    QTest::newRow("spaces around") << "  RIGHT  " << 1;
    QTest::newRow("off by 0.05") << "OFF" << 0;
    QTest::newRow("a word") << "zero point eight" << -1;
    QTest::newRow("nothing") << "" << -1;
    QTest::newRow("infinity") << "inf" << 0;
}

void TestChallengesView::numbersAreReadAsStudentsTypeThem()
{
    QFETCH(QString, typed);
    QFETCH(int, points);
    QCOMPARE(m_state->setChallengeSet({1, 5, 1, {pe::ChallengeKind::FormulaNumber}}), QString());
    const double answer = m_state->challengeRound().question().answer;
    typed.replace(QStringLiteral("RIGHT,"), QString::number(answer, 'f', 2).replace(QLatin1Char('.'), QLatin1Char(',')))
        .replace(QStringLiteral("RIGHT"), QString::number(answer, 'f', 2))
        .replace(QStringLiteral("OFF"), QString::number(answer + 0.05, 'f', 2));
    QVERIFY(view()->numberBox()->isVisible());
    QVERIFY(!view()->choiceButtons().first()->isVisible());
    QCOMPARE(QApplication::focusWidget(), view()->numberBox());
    QTest::keyClicks(view()->numberBox(), typed);
    press(Qt::Key_Return);
    if (points < 0) {
        QVERIFY(!m_state->challengeRound().answered());
        QCOMPARE(view()->numberBox()->text(), typed);  // what was typed stays, to correct
        QVERIFY(view()->feedback()->text().contains(QStringLiteral("0.84")));
        return;
    }
    QVERIFY(m_state->challengeRound().answered());
    QCOMPARE(m_state->challengeRound().points(), points);
    QVERIFY(view()->feedback()->text().contains(QString::number(answer, 'f', 4)));
}

void TestChallengesView::showMeSetsUpTheView_data()
{
    QTest::addColumn<pe::ChallengeKind>("kind");
    QTest::addColumn<QString>("view");
    for (pe::ChallengeKind kind : pe::allChallengeKinds())
        QTest::newRow(qPrintable(pe::challengeKindName(kind)))
            << kind << (kind == pe::ChallengeKind::OrderBlind      ? QStringLiteral("attention")
                        : kind == pe::ChallengeKind::Extrapolation ? QStringLiteral("training")
                        : kind == pe::ChallengeKind::ClosestPatch  ? QStringLiteral("images")
                                                                   : QStringLiteral("encoding"));
}

// What Show me opens shows the question's own numbers.
void TestChallengesView::showMeSetsUpTheView()
{
    QFETCH(pe::ChallengeKind, kind);
    QFETCH(QString, view);
    QCOMPARE(m_state->setChallengeSet({3, 9, 1, {kind}}), QString());
    const pe::Question question = m_state->challengeRound().question();
    QVERIFY(!this->view()->showMeButton()->isVisible());  // not before an answer
    if (question.choices.isEmpty())
        this->view()->numberBox()->setText(QString::number(question.answer));
    else
        this->view()->choiceButtons().at(int(question.answer))->click();
    this->view()->checkButton()->click();
    // The student's own set-up, which Show Me must say it changes and give back.
    QCOMPARE(m_state->setBase(100.0), QString());
    m_state->changeLab([](LabSettings &lab) { lab.sentenceA = QStringLiteral("我的句子"); });
    const ExplorerSettings ownExplorer = m_state->explorerSettings();
    const LabSettings ownLab = m_state->labSettings();
    const TrainingLabSettings ownTraining = m_state->trainingSettings();
    const GridSettings ownGrid = m_state->gridSettings();
    QSignalSpy shown(this->view(), &ChallengesView::showViewRequested);
    this->view()->showMeButton()->click();
    QCOMPARE(shown.size(), 1);
    QCOMPARE(shown.first().first().toString(), view);
    if (viewNames().contains(view))  // the Images & Video tab once it is merged
        QCOMPARE(m_window->currentView(), view);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("Back to My Set-up")),
             qPrintable(m_window->statusBar()->currentMessage()));
    auto *back = m_window->findChild<KeptSetUpButton *>();
    QVERIFY(back && back->isVisible());
    const auto backToMySetUp = [&] {
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_state->explorerSettings() == ownExplorer);
        QVERIFY(m_state->labSettings() == ownLab);
        QVERIFY(m_state->trainingSettings() == ownTraining);
        QVERIFY(m_state->gridSettings() == ownGrid);
        QVERIFY(!back->isVisible());
        QCOMPARE(m_window->currentView(), QStringLiteral("challenges"));  // at the question, without Show Me's words
        QVERIFY2(!m_window->statusBar()->currentMessage().contains(QStringLiteral("Back to My Set-up")), qPrintable(m_window->statusBar()->currentMessage()));
    };
    const QJsonObject &settings = question.settings;
    if (kind == pe::ChallengeKind::Extrapolation) {
        // The lab trains the very set-up live: its scheme, seed, steps and lengths.
        const pe::TrainingSettings &run = m_state->trainingSettings().setUp;
        QCOMPARE(m_state->trainingSettings().positions.size(), 1);
        QCOMPARE(pe::schemeName(*m_state->trainingSettings().positions.first()), settings["scheme"].toString());
        QCOMPARE(qint64(run.seed), settings["seed"].toInteger());
        QCOMPARE(run.steps, settings["steps"].toInt());
        QCOMPARE(run.trainLength, settings["train_length"].toInt());
        QCOMPARE(run.testLength, settings["test_length"].toInt());
        QVERIFY(m_window->trainingLab()->isTraining() || m_window->trainingLab()->hasResults());
        m_window->trainingLab()->stop();
        backToMySetUp();
        return;
    }
    if (kind == pe::ChallengeKind::OrderBlind) {
        QCOMPARE(m_state->labSettings().sentenceA, settings["sentence_a"].toString());
        QCOMPARE(m_state->labSettings().sentenceB, settings["sentence_b"].toString());
        QCOMPARE(m_state->labSettings().causal, settings["causal"].toBool());
        QCOMPARE(qint64(m_state->labSettings().seed), settings["seed"].toInteger());
        // The lab computes what the question did, though the student's base was 100.
        const auto words = [](const QJsonValue &text) { return pe::tokenTexts(pe::tokenize(text.toString())); };
        const pe::WordOrderComparison again = pe::compareWordOrders(words(settings["sentence_a"]), words(settings["sentence_b"]),
                                                                    m_state->attentionOptions());
        const double difference = settings["scheme"].toString() == QLatin1String("none") ? again.maxDifferenceWithout
                                                                                        : again.maxDifferenceWith;
        QVERIFY2(std::abs(difference - settings["max_difference"].toDouble()) < 1e-12, qPrintable(QString::number(difference)));
        backToMySetUp();
        return;
    }
    if (kind == pe::ChallengeKind::ClosestPatch) {  // the grid in full: test_patch_challenge
        QCOMPARE(m_state->gridSettings().scheme, settings["scheme"].toString());
        QCOMPARE(m_state->gridSettings().row, settings["row"].toInt());
        backToMySetUp();
        return;
    }
    QCOMPARE(m_state->encodingParams().dModel, settings["d_model"].toInt());
    QCOMPARE(m_state->encodingParams().base, settings["base"].toDouble());
    if (kind == pe::ChallengeKind::WhichScheme)
        QCOMPARE(pe::schemeName(m_state->scheme()), settings["scheme"].toString());
    else if (kind == pe::ChallengeKind::WhichDimension)
        QCOMPARE(m_state->dimension(), settings["dimension"].toInt());
    else if (kind == pe::ChallengeKind::RelativeOffset)
        QCOMPARE(m_state->comparePosition() - m_state->position(), settings["offset"].toInt());
    else
        QCOMPARE(m_state->position(), settings["position"].toInt());
    backToMySetUp();
}

// Every answer given, the summary counts them; playing again starts the same questions afresh.
void TestChallengesView::aRoundEndsWithItsSummary()
{
    QCOMPARE(m_state->setChallengeSet({2, 12, 4, {}}), QString());
    const std::vector<pe::Question> questions = m_state->challengeRound().questions();
    for (int i = 0; i < 4; ++i) {
        const pe::Question &question = questions[std::size_t(i)];
        const int choice = i == 2 ? (int(question.answer) + 1) % int(question.choices.size()) : int(question.answer);
        view()->choiceButtons().at(choice)->click();
        view()->checkButton()->click();
        view()->nextButton()->click();
    }
    QVERIFY(view()->showsSummary());
    QCOMPARE(m_state->challengeRound().points(), 3);
    QCOMPARE(m_state->challengeRound().bestStreak(), 2);
    QVERIFY2(view()->summary()->text().contains(QStringLiteral("3 of 4 right")), qPrintable(view()->summary()->text()));
    QVERIFY(view()->summary()->text().contains(QStringLiteral("best streak 2")));
    QPushButton *again = nullptr;
    for (QPushButton *button : view()->findChildren<QPushButton *>())
        if (button->text() == ChallengesView::tr("Play These Questions A&gain"))
            again = button;
    QVERIFY(again);
    again->click();
    QVERIFY(!view()->showsSummary());
    QCOMPARE(m_state->challengeRound().points(), 0);
    QCOMPARE(m_state->challengeRound().question().prompt, questions.front().prompt);
    // New numbers: another seed, other questions.
    view()->controls()->newNumbersButton()->click();
    QVERIFY(m_state->challengeRound().set().seed != 12 || m_state->challengeRound().question().prompt != questions.front().prompt);
}

// Class mode: no score, the countdown started with S, the answer revealed with R, N goes on.
void TestChallengesView::classModeRevealsAndKeepsNoScore()
{
    // A level chosen in its box hands the keys to the question: A then chooses the first answer.
    view()->controls()->levelControl()->setFocus();
    QTest::keyClick(view()->controls()->levelControl(), Qt::Key_Down);
    QVERIFY(view()->choiceButtons().first()->hasFocus());
    press(Qt::Key_A);
    QVERIFY(view()->choiceButtons().first()->isChecked());
    QCOMPARE(m_state->setChallengeSet({2, 3, 2, {}}), QString());
    view()->controls()->countdownControl()->setValue(20);
    view()->controls()->classModeControl()->setFocus();  // as a click on it does
    view()->controls()->classModeControl()->click();
    QVERIFY(view()->classMode());
    QVERIFY(m_window->presentationMode());
    QVERIFY(!view()->score()->isVisible());
    // The panel steps aside and the question takes the focus, so the teacher's keys act at once.
    QCOMPARE(QApplication::focusWidget(), view()->choiceButtons().first());
    // The teacher's keys are on the screen before they are needed, and in the status bar.
    QVERIFY2(view()->countdown()->isVisible() && view()->countdown()->text().contains(QStringLiteral("R: reveal")),
             qPrintable(view()->countdown()->text()));
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Class mode: S starts the countdown")),
             qPrintable(m_window->statusBar()->currentMessage()));
    // N before R skips a question the class does not answer.
    press(Qt::Key_N);
    QCOMPARE(m_state->challengeRound().current(), 1);
    QCOMPARE(m_state->setChallengeSet({2, 3, 2, {}}), QString());
    QCOMPARE(QApplication::focusWidget(), view()->choiceButtons().first());
    press(Qt::Key_S);
    QCOMPARE(view()->secondsLeft(), 20);
    press(Qt::Key_R);
    const pe::Question &question = m_state->challengeRound().question();
    QVERIFY(view()->feedback()->text().contains(question.choices[int(question.answer)]));
    QVERIFY(view()->choiceButtons().at(int(question.answer))->styleSheet().contains(QStringLiteral("bold")));
    QVERIFY(!m_state->challengeRound().answered());
    press(Qt::Key_N);
    QCOMPARE(m_state->challengeRound().current(), 1);
    QCOMPARE(m_state->challengeRound().points(), 0);
    // Leaving presentation mode leaves class mode.
    m_window->setPresentationMode(false);
    QVERIFY(!view()->classMode());
    QVERIFY(view()->score()->isVisible());
}

// S, R and N act from the answer box and the tally, which once typed them ("nnnn" on the projector).
void TestChallengesView::classModeKeysActFromTheNumberBoxes()
{
    QCOMPARE(m_state->setChallengeSet({1, 5, 1, {pe::ChallengeKind::FormulaNumber}}), QString());
    view()->controls()->countdownControl()->setValue(20);
    view()->controls()->classModeControl()->click();
    QVERIFY(view()->classMode());
    view()->numberBox()->setFocus();
    QTest::keyClicks(view()->numberBox(), QStringLiteral("0.5"));
    press(Qt::Key_S);
    QCOMPARE(view()->secondsLeft(), 20);
    QCOMPARE(view()->numberBox()->text(), QStringLiteral("0.5"));
    QSpinBox *tally = view()->handsTally()->countControls().first();
    tally->setFocus();
    tally->selectAll();
    QTest::keyClick(tally, Qt::Key_3);
    QVERIFY2(tally->text().endsWith(QLatin1Char('3')), qPrintable(tally->text()));
    press(Qt::Key_R);
    QVERIFY2(!view()->feedback()->text().isEmpty(), "R revealed the answer");
    QVERIFY2(tally->text().endsWith(QLatin1Char('3')), qPrintable(tally->text()));  // no "r" typed after it
    QCOMPARE(m_state->challengeRound().current(), 0);
    view()->numberBox()->setFocus();
    press(Qt::Key_N);
    QCOMPARE(m_state->challengeRound().current(), 1);
    QVERIFY2(!view()->numberBox()->text().contains(QLatin1Char('n')), qPrintable(view()->numberBox()->text()));
}

// A change of language rebuilds the window: the round goes on where it was, answers and points kept.
void TestChallengesView::aRebuiltWindowGoesOnWithTheRound()
{
    QCOMPARE(m_state->setChallengeSet({1, 8, 5, {}}), QString());
    for (int i = 0; i < 2; ++i) {
        m_state->challengeRound().answer(m_state->challengeRound().question().answer);
        m_state->challengeRound().next();
    }
    m_state->challengeRound().answer(-7.0);  // the third answered (wrong), not yet moved on
    delete m_window;
    m_window = new MainWindow(m_state);
    m_window->showView(QStringLiteral("challenges"));
    m_window->show();
    QCOMPARE(m_state->challengeRound().current(), 2);
    QCOMPARE(m_state->challengeRound().points(), 2);
    QVERIFY(m_state->challengeRound().answered());
    QVERIFY(view()->feedback()->text().startsWith(QStringLiteral("✗")));
    QCOMPARE(view()->prompt()->text(), m_state->challengeRound().question().prompt);
}

// A seed is typed whole into its box: one new round once it is in, the focus stays in the box.
void TestChallengesView::typingASeedKeepsTheFocus()
{
    QSpinBox *seed = view()->controls()->seedControl();
    QSignalSpy rounds(m_state, &AppState::challengesChanged);
    seed->setFocus();
    seed->selectAll();
    QTest::keyClicks(seed, QStringLiteral("12345"));
    QCOMPARE(rounds.size(), 0);
    QTest::keyClick(seed, Qt::Key_Return);
    QCOMPARE(rounds.size(), 1);
    QCOMPARE(m_state->challengeRound().set().seed, quint64(12345));
    QCOMPARE(QApplication::focusWidget(), seed);
}

void TestChallengesView::theWorksheetHasItsThreeParts_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("count");
    QTest::newRow("level 1, 3 questions") << 1 << 3;
    QTest::newRow("level 2, 12 questions") << 2 << 12;
    QTest::newRow("level 3, 5 questions") << 3 << 5;
    QTest::newRow("level 1, 60 questions: the answer sheet goes on") << 1 << 60;
}

// The questions from the first page, the answer sheet and the key each from a new page; the PDF
// has the pages painted.
void TestChallengesView::theWorksheetHasItsThreeParts()
{
    QFETCH(int, level);
    QFETCH(int, count);
    const pe::ChallengeSet set{level, 4, count, {}};
    const std::vector<pe::Question> questions = pe::generateChallenges(level, 4, count);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("worksheet.pdf"));
    int pages = 0;
    QCOMPARE(saveWorksheet(set, questions, ColourMap::BlueRed, {}, path, {}, &pages), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF"));
    QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));
    // The file has as many pages as were painted ("/Type /Pages" is their list).
    QCOMPARE(int(pdf.count("/Type /Page")) - int(pdf.count("/Type /Pages")), pages);
    int pictures = 0;
    for (const pe::Question &question : questions)
        pictures += challengeKindView(question.kind).draw ? 1 : 0;
    QCOMPARE(int(pdf.count("/Subtype /Image")) >= pictures, true);
}

// "Which scheme?" with RoPE's angles: the picture is the explorer's heatmap of the same settings,
// cell for cell (angles turned back into [0, 2π)), and its colour scale holds every cell.
void TestChallengesView::aSchemesPictureIsTheExplorersHeatmap()
{
    pe::SchemeParams params;
    params.scheme = pe::Scheme::Rope;
    params.encoding = {16, 16, 10000.0, pe::Layout::Interleaved};
    const pe::Matrix angles = pe::schemeMatrix(params);
    QVERIFY(angles.maxCoeff() > 2 * M_PI);  // pair 0 turns past a whole turn from position 7 on
    pe::Question question;
    question.kind = pe::ChallengeKind::WhichScheme;
    for (Eigen::Index i = 0; i < angles.rows(); ++i)
        for (Eigen::Index j = 0; j < angles.cols(); ++j)
            question.values.push_back(angles(i, j));
    question.settings.insert(QStringLiteral("scheme"), QStringLiteral("rope"));
    question.settings.insert(QStringLiteral("rows"), int(angles.rows()));
    question.settings.insert(QStringLiteral("columns"), int(angles.cols()));
    QuestionPicture picture;
    picture.resize(600, 400);
    picture.showQuestion(question, ColourMap::BlueRed);
    auto *pictured = qobject_cast<QCPColorMap *>(picture.plot()->plottable(0));
    QVERIFY(pictured);

    m_state->changeExplorer([&params](ExplorerSettings &settings) { settings.scheme = params; });
    EncodingExplorer explorer(m_state);
    explorer.resize(1280, 900);
    explorer.show();
    QCoreApplication::processEvents();
    QCPColorMap *explored = explorer.heatmapView()->map();
    QCOMPARE(pictured->data()->keySize(), explored->data()->keySize());
    QCOMPARE(pictured->data()->valueSize(), explored->data()->valueSize());
    QCOMPARE(pictured->dataRange(), explored->dataRange());
    for (int c = 0; c < pictured->data()->keySize(); ++c)
        for (int r = 0; r < pictured->data()->valueSize(); ++r) {
            const double value = pictured->data()->cell(c, r);
            QCOMPARE(value, explored->data()->cell(c, r));
            QVERIFY2(pictured->dataRange().contains(value), qPrintable(QStringLiteral("cell %1, %2: %3").arg(r).arg(c).arg(value)));
            QVERIFY(std::abs(value - std::fmod(angles(r, c), 2 * M_PI)) < 1e-12);
        }
    // The bar's label does not give the answer away, as the explorer's would.
    QCOMPARE(pictured->colorScale()->axis()->label(), QStringLiteral("value"));
    QVERIFY(explored->colorScale()->axis()->label() != QStringLiteral("value"));
}

QTEST_MAIN(TestChallengesView)
#include "test_challenges_view.moc"
