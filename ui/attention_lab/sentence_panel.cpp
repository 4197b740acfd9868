#include "attention_lab/sentence_panel.h"

#include "state/app_state.h"
#include "text/tokenizer.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>

namespace {

constexpr int kMaxChips = 40;  // more token chips than this would push the maps off the window

// Blue chips; with word vectors from a file, orange italic ones for the words it lacks. Each
// carries the row of the position table it reads, from `firstRow` on.
QString chipsHtml(const QStringList &tokens, const pe::WordVectors *vectors, int firstRow = 0)
{
    if (tokens.isEmpty())
        return SentencePanel::tr("<i>No tokens yet: type a sentence.</i>");
    QStringList chips;
    for (int k = 0; k < std::min<int>(tokens.size(), kMaxChips); ++k) {
        const bool missing = vectors && vectors->lookup(tokens[k]) < 0;
        chips.append(QStringLiteral("<span style=\"background-color:%1;\">&nbsp;%2%3%4<sub>%5</sub>&nbsp;</span>")
                         .arg(missing ? QStringLiteral("#fcd9b8") : QStringLiteral("#e3ecf7"),
                              missing ? QStringLiteral("<i>") : QString(),
                              pe::visibleToken(tokens[k]).toHtmlEscaped(),
                              missing ? QStringLiteral("</i>") : QString())
                         .arg(firstRow + k));
    }
    QString html = chips.join(QLatin1Char(' '));
    if (tokens.size() > kMaxChips)
        html += SentencePanel::tr(" … (%1 tokens in all)").arg(tokens.size());
    return html;
}

bool isWord(const QString &token)
{
    return !token.isEmpty() && token.at(0).isLetterOrNumber();
}

} // namespace

QList<std::pair<QString, QString>> SentencePanel::presets()
{
    return {
        {QStringLiteral("Tigers love rabbits."), QStringLiteral("Rabbits love tigers.")},
        {QStringLiteral("我爱你"), QStringLiteral("你爱我")},
        {QStringLiteral("我爱北京天安门"), QStringLiteral("我爱天安门北京")},
        {QStringLiteral("I do not like the story of the movie, but I do like the cast."),
         QStringLiteral("I do like the story of the movie, but I do not like the cast.")},
    };
}

SentencePanel::SentencePanel(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_sentenceA(new QLineEdit)
    , m_sentenceB(new QLineEdit)
    , m_chipsA(new QLabel)
    , m_chipsB(new QLabel)
    , m_presets(new QComboBox)
    , m_message(new QLabel)
{
    for (QLineEdit *edit : {m_sentenceA, m_sentenceB}) {
        edit->setMaxLength(1 << 24); // a pasted page must not be cut silently
        edit->setClearButtonEnabled(true);
        edit->setToolTip(tr("Type any sentence, in English, Chinese or both. Each word, punctuation mark and Chinese character is a token."));
    }
    for (QLabel *chips : {m_chipsA, m_chipsB}) {
        chips->setTextFormat(Qt::RichText);
        chips->setToolTip(tr("The tokens attention sees, each with the row of the position table it reads."));
    }
    m_presets->addItem(tr("Examples…"));
    for (const auto &[a, b] : presets())
        m_presets->addItem(QStringLiteral("%1  ↔  %2").arg(a, b));
    m_presets->setToolTip(tr("Pairs of sentences with the same words in a different order."));
    m_presets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_presets->setMinimumContentsLength(28);
    auto *swap = new QPushButton(tr("Swap words"));
    swap->setToolTip(tr("Make sentence B from sentence A by swapping its first and last words."));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b2182b;"));

    // Each sentence box with its tokens to the right; examples and swap above.
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_presets);
    buttons->addWidget(swap);
    buttons->addStretch(1);
    layout->addLayout(buttons, 0, 1, 1, 2);
    const std::pair<QLineEdit *, QLabel *> rows[] = {{m_sentenceA, m_chipsA}, {m_sentenceB, m_chipsB}};
    const QString names[] = {tr("Sentence A"), tr("Sentence B")};
    for (int row = 0; row < 2; ++row) {
        auto *label = new QLabel(names[row]);
        label->setBuddy(rows[row].first);  // a screen reader names the box after it
        QScrollArea *strip = chipStrip(rows[row].second);
        strip->setAccessibleName(tr("The tokens of %1").arg(names[row]));
        layout->addWidget(label, row + 1, 0);
        layout->addWidget(rows[row].first, row + 1, 1);
        layout->addWidget(strip, row + 1, 2);
    }
    layout->addWidget(m_message, 3, 0, 1, 3);
    layout->setColumnStretch(1, 1);
    layout->setColumnStretch(2, 1);

    connect(m_sentenceA, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_state->changeLab([&](LabSettings &lab) { lab.sentenceA = text; });
    });
    connect(m_sentenceB, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_state->changeLab([&](LabSettings &lab) { lab.sentenceB = text; });
    });
    connect(m_presets, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            applyPreset(index - 1);
        else
            followState();  // the heading says nothing: the list shows the example the sentences are
    });
    connect(swap, &QPushButton::clicked, this, &SentencePanel::swapWords);
}

QScrollArea *SentencePanel::chipStrip(QLabel *chips)
{
    auto *strip = new QScrollArea;
    strip->setWidget(chips);
    strip->setWidgetResizable(true);
    strip->setFrameShape(QFrame::NoFrame);
    strip->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    strip->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    strip->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    strip->setMinimumWidth(100);
    fitChipStrips();
    return strip;
}

void SentencePanel::fitChipStrips()
{
    // A line of chips and, always kept, the room of the scroll bar that a long sentence needs.
    // The line is as high as Latin and Chinese chips need, so that typing 我 moves nothing.
    QLabel line(chipsHtml({QStringLiteral("Ag"), QStringLiteral("我")}, nullptr));
    line.setFont(m_chipsA->font());
    for (QLabel *chips : {m_chipsA, m_chipsB})
        if (auto *strip = qobject_cast<QScrollArea *>(chips->parentWidget() ? chips->parentWidget()->parentWidget() : nullptr))
            strip->setFixedHeight(std::max(line.sizeHint().height(), chips->sizeHint().height())
                                  + strip->horizontalScrollBar()->sizeHint().height());
}

bool SentencePanel::event(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitChipStrips();
    return QWidget::event(event);
}

void SentencePanel::applyPreset(int index)
{
    const auto pair = presets().value(index);
    m_state->changeLab([&](LabSettings &lab) {
        lab.sentenceA = pair.first;
        lab.sentenceB = pair.second;
    });
}

void SentencePanel::swapWords()
{
    const QString text = m_state->labSettings().sentenceA;
    QList<pe::Token> words = pe::tokenize(text);
    words.removeIf([](const pe::Token &token) { return !isWord(token.text); });
    if (words.size() < 2) {
        m_message->setText(tr("Sentence A needs at least two words to swap."));
        return;
    }
    const pe::Token &first = words.first();
    const pe::Token &last = words.last();
    const qsizetype firstEnd = first.start + first.length;
    const QString swapped = text.left(first.start) + text.mid(last.start, last.length)
                            + text.mid(firstEnd, last.start - firstEnd) + text.mid(first.start, first.length)
                            + text.mid(last.start + last.length);
    m_state->changeLab([&](LabSettings &lab) { lab.sentenceB = swapped; });
}

void SentencePanel::followState()
{
    const LabSettings &lab = m_state->labSettings();
    // Only when different: rewriting the text a user is typing would move the cursor.
    if (m_sentenceA->text() != lab.sentenceA) {
        const QSignalBlocker blocker(m_sentenceA);
        m_sentenceA->setText(lab.sentenceA);
    }
    if (m_sentenceB->text() != lab.sentenceB) {
        const QSignalBlocker blocker(m_sentenceB);
        m_sentenceB->setText(lab.sentenceB);
    }
    // The examples' list shows the example the sentences are, else its heading: so the arrow
    // keys go from one example to the next.
    const int example = int(presets().indexOf({lab.sentenceA, lab.sentenceB}));
    const QSignalBlocker blocker(m_presets);
    m_presets->setCurrentIndex(example + 1);
}

void SentencePanel::showTokens(const QStringList &tokensA, const QStringList &tokensB, const pe::WordVectors *vectors, int firstRow)
{
    const QString chipsA = chipsHtml(tokensA, vectors, firstRow), chipsB = chipsHtml(tokensB, vectors, firstRow);
    if (chipsA == m_chipsA->text() && chipsB == m_chipsB->text())
        return;  // a slider frame that changes no word: laying the chips out again took a tenth of it
    m_chipsA->setText(chipsA);
    m_chipsB->setText(chipsB);
    fitChipStrips();
}
