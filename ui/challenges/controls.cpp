#include "challenges/controls.h"

#include "state/app_state.h"
#include "widgets/number_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

QString choiceLetter(int index)
{
    return QString(QChar(u'A' + index));
}

ChallengeControls::ChallengeControls(AppState *state, QWidget *parent)
    : SidePanel(320, parent)
    , m_state(state)
    , m_level(new QComboBox)
    , m_seed(new NumberBox)
    , m_count(new NumberBox)
    , m_classMode(new QCheckBox(tr("Class mode for a &projector")))
    , m_countdown(new NumberBox)
    , m_newNumbers(new QPushButton(tr("Try Again with &New Numbers")))
    , m_worksheet(new QPushButton(tr("Print &Worksheet…")))
    , m_message(new QLabel)
{
    auto *column = new QWidget;
    auto *layout = new QVBoxLayout(column);

    auto *round = new QGroupBox(tr("Round"));
    auto *form = new QFormLayout(round);
    for (int level = 1; level <= pe::kChallengeLevels; ++level)
        m_level->addItem(tr("%1 · %2").arg(level).arg(pe::challengeLevelTitle(level)), level);
    m_level->setToolTip(tr("From a first look at the encoding's waves to questions about attention and schemes."));
    form->addRow(tr("Level:"), m_level);
    m_seed->setRange(0, kMaxLabSeed);
    m_seed->setToolTip(tr("The same seed gives the same questions: give a class one seed to compare, or each student their own."));
    form->addRow(tr("&Seed:"), m_seed);
    m_count->setRange(1, pe::kMaxChallengeCount);
    m_count->setToolTip(tr("Questions in a round."));
    form->addRow(tr("&Questions:"), m_count);
    layout->addWidget(round);

    auto *kinds = new QGroupBox(tr("Kinds of question"));
    kinds->setToolTip(tr("Tick the kinds to ask; with none ticked the level asks its own."));
    auto *kindsLayout = new QVBoxLayout(kinds);
    for (pe::ChallengeKind kind : pe::allChallengeKinds()) {
        auto *box = new QCheckBox(challengeKindTitle(kind));
        m_kinds.append(box);
        kindsLayout->addWidget(box);
        connect(box, &QCheckBox::toggled, this, [this] { startRound(false); });
    }
    layout->addWidget(kinds);
    m_newNumbers->setToolTip(tr("A new round at this level with another seed."));
    layout->addWidget(m_newNumbers);

    auto *classGroup = new QGroupBox(tr("In class"));
    auto *classLayout = new QFormLayout(classGroup);
    m_classMode->setToolTip(tr("For a projector: large text, letters for hands or voting cards, a countdown you start "
                               "with S, the answer revealed with R, N for the next question; no score is kept."));
    classLayout->addRow(m_classMode);
    m_countdown->setRange(5, 300);
    m_countdown->setValue(30);
    m_countdown->setSuffix(tr(" s"));
    m_countdown->setToolTip(tr("How long the class has to think before the answer may be revealed."));
    classLayout->addRow(tr("Coun&tdown:"), m_countdown);
    m_worksheet->setToolTip(tr("This round as a worksheet to print or save as PDF: the questions with their pictures, an "
                               "answer sheet, and an answer key with explanations."));
    classLayout->addRow(m_worksheet);
    layout->addWidget(classGroup);

    m_message->setWordWrap(true);
    m_message->setVisible(false);
    layout->addWidget(m_message);
    layout->addStretch(1);
    setWidget(column);

    connect(m_level, &QComboBox::currentIndexChanged, this, [this] { startRound(false); });
    connect(m_seed, &QSpinBox::valueChanged, this, [this] { startRound(false); });
    connect(m_count, &QSpinBox::valueChanged, this, [this] { startRound(false); });
    connect(m_newNumbers, &QPushButton::clicked, this, [this] { startRound(true); });
    connect(m_classMode, &QCheckBox::toggled, this, &ChallengeControls::classModeSwitched);
    connect(m_worksheet, &QPushButton::clicked, this, &ChallengeControls::worksheetRequested);
    connect(state, &AppState::challengesChanged, this, &ChallengeControls::followState);
    followState();
}

void ChallengeControls::startRound(bool newSeed)
{
    pe::ChallengeSet set;
    set.level = m_level->currentData().toInt();
    set.seed = newSeed ? quint64(QRandomGenerator::global()->bounded(kMaxLabSeed + 1)) : quint64(m_seed->value());
    set.count = m_count->value();
    const QList<pe::ChallengeKind> all = pe::allChallengeKinds();
    for (qsizetype i = 0; i < all.size(); ++i)
        if (m_kinds[i]->isChecked())
            set.kinds.append(all[i]);
    const QString error = m_state->setChallengeSet(set);
    m_message->setText(error);
    m_message->setVisible(!error.isEmpty());
}

void ChallengeControls::followState()
{
    const pe::ChallengeSet &set = m_state->challengeRound().set();
    const QSignalBlocker blockLevel(m_level), blockSeed(m_seed), blockCount(m_count);
    m_level->setCurrentIndex(m_level->findData(set.level));
    m_seed->setValue(int(set.seed));
    m_count->setValue(set.count);
    const QList<pe::ChallengeKind> all = pe::allChallengeKinds();
    for (qsizetype i = 0; i < all.size(); ++i) {
        const QSignalBlocker block(m_kinds[i]);
        m_kinds[i]->setChecked(set.kinds.contains(all[i]));
    }
}
