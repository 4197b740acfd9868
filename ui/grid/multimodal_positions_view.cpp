#include "grid/multimodal_positions_view.h"

#include "grid/frequency_slot_bar.h"
#include "grid/multimodal_sentences.h"
#include "grid/token_strip.h"
#include "math/translate.h"
#include "state/settings.h"
#include "widgets/number_box.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace {

using Kind = pe::TokenSpan::Kind;

// A coloured square and its name, for the legends.
QWidget *legendItem(const QColor &colour, const QString &name)
{
    auto *item = new QWidget;
    auto *row = new QHBoxLayout(item);
    row->setContentsMargins(0, 0, 8, 0);
    auto *swatch = new QLabel;
    const int side = swatch->fontMetrics().height() - 2;
    QPixmap square(side, side);
    square.fill(colour);
    swatch->setPixmap(square);
    row->addWidget(swatch);
    row->addWidget(new QLabel(name));
    return item;
}

QWidget *legend(const QList<std::pair<QColor, QString>> &items, const QString &accessibleName)
{
    auto *box = new QWidget;
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    for (const auto &[colour, name] : items)
        row->addWidget(legendItem(colour, name));
    row->addStretch(1);
    box->setAccessibleName(accessibleName);
    return box;
}

QLabel *sentenceLabel()
{
    auto *label = new QLabel;
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

// A label with its buddy, so that Alt and its letter reach the control.
void addField(QHBoxLayout *row, const QString &name, QWidget *field)
{
    auto *label = new QLabel(name);
    label->setBuddy(field);
    row->addWidget(label);
    row->addWidget(field);
}

// The strip as the core reads it: what a Chinese input method types (full-width ：，ｘ and digits,
// the list comma 、) read as the ASCII the format uses. The box keeps what was typed.
QString readableStrip(const QString &typed)
{
    return typed.normalized(QString::NormalizationForm_KC).replace(QChar(0x3001), QLatin1Char(','));
}

} // namespace

QString MultimodalPositionsView::defaultStrip()
{
    return GridSettings().strip;
}

MultimodalPositionsView::MultimodalPositionsView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createStripRow());
    layout->addWidget(createSettingsRow());
    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("QLabel { color: #b00020; }"));
    m_message->setAccessibleName(tr("Why the token strip cannot be drawn"));
    m_message->hide();
    layout->addWidget(m_message);
    layout->addWidget(createStripView());
    layout->addWidget(createSlotView());
    layout->addStretch(1);
    refresh();
}

QWidget *MultimodalPositionsView::createStripRow()
{
    auto *box = new QWidget;
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    m_spec = new QLineEdit(defaultStrip());
    m_spec->setAccessibleName(tr("Token strip"));
    m_spec->setToolTip(tr("The items of the strip separated by commas: text:COUNT for text tokens, image:HxW for an image and "
                          "video:TxHxW for a video, in patches before the merge."));
    addField(row, tr("&Token strip:"), m_spec);
    row->setStretchFactor(m_spec, 1);
    const char *const titles[] = {QT_TR_NOOP("Add text"), QT_TR_NOOP("Add image"), QT_TR_NOOP("Add video")};
    const char *const tips[] = {QT_TR_NOOP("Adds two text tokens at the end of the strip."),
                                QT_TR_NOOP("Adds an image of 2 × 3 tokens at the end of the strip."),
                                QT_TR_NOOP("Adds a video of 2 frames of 2 × 2 tokens at the end of the strip.")};
    for (Kind kind : {Kind::Text, Kind::Image, Kind::Video}) {
        m_add[int(kind)] = new QPushButton(tr(titles[int(kind)]));
        m_add[int(kind)]->setToolTip(tr(tips[int(kind)]));
        connect(m_add[int(kind)], &QPushButton::clicked, this, [this, kind] { appendItem(kind); });
        row->addWidget(m_add[int(kind)]);
    }
    connect(m_spec, &QLineEdit::textChanged, this, &MultimodalPositionsView::refresh);
    return box;
}

QWidget *MultimodalPositionsView::createSettingsRow()
{
    auto *box = new QWidget;
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    m_merge = new NumberBox;
    m_merge->setRange(1, kMaxSpatialMerge);
    m_merge->setValue(2);
    m_merge->setToolTip(tr("How many patches along each side make one token: 2 in Qwen2-VL, where 2 × 2 patches become one token."));
    addField(row, tr("Spatial &merge:"), m_merge);
    m_model = new QComboBox;
    m_model->addItems({tr("Qwen2-VL: time counts frames"), tr("Qwen2.5-VL: time in seconds")});
    m_model->setToolTip(tr("Qwen2.5-VL numbers a video's frames by their time: seconds per frame × tokens per second."));
    addField(row, tr("M&odel:"), m_model);
    auto *seconds = new DecimalBox;
    seconds->setRange(0.0, kMaxSecondsPerFrame);
    seconds->setDecimals(2);
    seconds->setValue(1.0);
    seconds->setToolTip(tr("The seconds one temporal patch of the video covers: 2 frames at 2 frames per second make 1 second."));
    m_seconds = seconds;
    addField(row, tr("&Seconds per frame s:"), m_seconds);
    auto *perSecond = new DecimalBox;
    perSecond->setRange(kMinTokensPerSecond, kMaxTokensPerSecond);
    perSecond->setDecimals(2);
    perSecond->setValue(2.0);
    perSecond->setToolTip(tr("How far the temporal id moves per second of video: 2 in Qwen2.5-VL's released models."));
    m_tokensPerSecond = perSecond;
    addField(row, tr("Tokens per second &τ:"), m_tokensPerSecond);
    row->addStretch(1);
    connect(m_merge, &QSpinBox::valueChanged, this, &MultimodalPositionsView::refresh);
    connect(m_model, &QComboBox::currentIndexChanged, this, &MultimodalPositionsView::refresh);
    for (QDoubleSpinBox *number : {m_seconds, m_tokensPerSecond})
        connect(number, &QDoubleSpinBox::valueChanged, this, &MultimodalPositionsView::refresh);
    return box;
}

QWidget *MultimodalPositionsView::createStripView()
{
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(legend({{TokenStrip::kindColour(Kind::Text), TokenStrip::kindTitle(Kind::Text)},
                              {TokenStrip::kindColour(Kind::Image), TokenStrip::kindTitle(Kind::Image)},
                              {TokenStrip::kindColour(Kind::Video), TokenStrip::kindTitle(Kind::Video)}},
                             tr("Colours of the token kinds")));
    m_strip = new TokenStrip;
    m_strip->setToolTip(tr("The ids as Hugging Face's get_rope_index computes them (transformers, modeling_qwen2_vl.py)."));
    m_stripArea = new QScrollArea;
    m_stripArea->setWidget(m_strip);
    m_stripArea->setFrameShape(QFrame::NoFrame);
    m_stripArea->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_stripArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_stripArea->setFocusPolicy(Qt::StrongFocus);
    m_stripArea->setAccessibleName(tr("Token strip, scrolled with the arrow keys"));
    // The span labels follow the view (TokenStrip::paintLabels): the whole visible strip is drawn anew.
    connect(m_stripArea->horizontalScrollBar(), &QScrollBar::valueChanged, m_strip, qOverload<>(&QWidget::update));
    const auto fitArea = [this] {
        m_stripArea->setFixedHeight(m_strip->sizeHint().height() + m_stripArea->horizontalScrollBar()->sizeHint().height() + 2);
    };
    fitArea();
    auto *names = new TokenStripRowNames(m_strip);
    connect(m_strip, &TokenStrip::remeasured, this, [this, fitArea, names] {
        fitArea();
        names->setFont(m_strip->font());
        names->updateGeometry();
        names->update();
    });
    auto *row = new QHBoxLayout;
    row->addWidget(names, 0, Qt::AlignTop);
    row->addWidget(m_stripArea, 1);
    layout->addLayout(row);
    m_stripSentences = sentenceLabel();
    m_stripSentences->setAccessibleName(tr("What the position ids show"));
    layout->addWidget(m_stripSentences);
    return box;
}

QWidget *MultimodalPositionsView::createSlotView()
{
    auto *group = new QGroupBox(tr("Which position id turns each frequency of a head of %1 dimensions (%2 slots)")
                                    .arg(FrequencySlotBar::kHeadDimensions).arg(FrequencySlotBar::kHeadDimensions / 2));
    auto *layout = new QVBoxLayout(group);
    layout->addWidget(legend({{FrequencySlotBar::axisColour(0), FrequencySlotBar::axisTitle(0)},
                              {FrequencySlotBar::axisColour(1), FrequencySlotBar::axisTitle(1)},
                              {FrequencySlotBar::axisColour(2), FrequencySlotBar::axisTitle(2)}},
                             tr("Colours of the position ids")));
    m_slotBar = new FrequencySlotBar;
    layout->addWidget(m_slotBar);
    auto *sentences = new QHBoxLayout;
    for (int row = 0; row < FrequencySlotBar::kRows; ++row) {
        m_slotSentences[row] = sentenceLabel();
        const FrequencySlotBar::SlotLayout &shown = FrequencySlotBar::slotLayout(row);
        m_slotSentences[row]->setText(MultimodalSentences::frequencySlots(m_slotBar->shownAxes(row), shown.layout, shown.sections,
                                                                          [row](int slot) { return FrequencySlotBar::wavelength(row, slot); }));
        sentences->addWidget(m_slotSentences[row], 1);
    }
    m_slotBar->setAccessibleDescription(m_slotSentences[0]->text() + QLatin1Char('\n') + m_slotSentences[1]->text());
    layout->addLayout(sentences);
    return group;
}

pe::MultimodalRope MultimodalPositionsView::ropeFromControls() const
{
    pe::MultimodalRope rope;
    rope.spatialMerge = m_merge->value();
    rope.secondsOnTime = m_model->currentIndex() == 1;
    rope.secondsPerFrame = m_seconds->value();
    rope.tokensPerSecond = m_tokensPerSecond->value();
    return rope;
}

// Appends an item whose sizes the merge divides (the text typed before it stays as it is), and
// scrolls the strip to its end.
void MultimodalPositionsView::appendItem(Kind kind)
{
    const int m = m_merge->value();
    pe::TokenSpan span{kind, 2, kind == Kind::Video ? 2 : 1, 2 * m, kind == Kind::Image ? 3 * m : 2 * m};
    QString text = m_spec->text();
    if (!text.trimmed().isEmpty() && !text.trimmed().endsWith(QLatin1Char(',')))
        text += QLatin1Char(',');
    m_spec->setText(text + pe::tokenSpansText({span}));
    // The item added is at the end: show it.
    m_stripArea->horizontalScrollBar()->setValue(m_stripArea->horizontalScrollBar()->maximum());
}

void MultimodalPositionsView::refresh()
{
    const bool seconds = m_model->currentIndex() == 1;
    m_seconds->setEnabled(seconds);
    m_tokensPerSecond->setEnabled(seconds);
    QList<pe::TokenSpan> spans;
    QString error;
    const pe::MultimodalRope rope = ropeFromControls();
    if (!pe::tokenSpansFromText(readableStrip(m_spec->text()), &spans, &error) || !(error = pe::multimodalRopeError(spans, rope)).isEmpty()) {
        refuse(error);
        return;
    }
    const Eigen::MatrixXi ids = pe::multimodalPositionIds(spans, rope);
    m_rope = rope;
    m_message->hide();
    m_message->clear();
    m_strip->setStrip(spans, rope, ids);
    QString text = MultimodalSentences::summary(ids);
    if (m_strip->shownColumns() < m_strip->tokenCount())
        pe::appendSentence(text, tr("The strip shows the first %1 of its %2 tokens; the sentences count them all.")
                                     .arg(m_strip->shownColumns()).arg(m_strip->tokenCount()));
    // A paragraph for the whole strip, one for its first image, one for its first video.
    text = (QStringList{text} + MultimodalSentences::pictures(spans, rope, ids)).join(QLatin1Char('\n'));
    m_stripSentences->setText(text);
    m_strip->setAccessibleDescription(text);
    emit stripChanged();
}

// The core's message, and the strip drawn before stays: the student sees what the last good one gave.
void MultimodalPositionsView::refuse(const QString &why)
{
    QString text = why;
    if (m_strip->tokenCount() > 0)
        pe::appendSentence(text, tr("The strip below is the last one that could be drawn."));
    m_message->setText(text);
    m_message->show();
}
