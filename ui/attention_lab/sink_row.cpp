#include "attention_lab/sink_row.h"

#include "attention/attention.h"
#include "widgets/number_box.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QSignalBlocker>

SinkRow::SinkRow(QWidget *parent)
    : QWidget(parent)
    , m_on(new QCheckBox(tr("Attention sink S")))
    , m_logit(new DecimalBox)
{
    m_on->setToolTip(tr("As in gpt-oss: a logit S joins each row's softmax and is then dropped, so a word can give part "
                        "of its attention to nothing. The verdicts above the maps say how much the sink takes."));
    m_logit->setRange(-pe::kMaxSinkLogit, pe::kMaxSinkLogit);
    m_logit->setSingleStep(0.5);
    m_logit->setDecimals(1);
    m_logit->setAccessibleName(tr("sink logit S"));
    m_logit->setToolTip(tr("The larger S is next to the scores, the more of each row the sink takes."));
    m_logit->setEnabled(false);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_on);
    layout->addWidget(m_logit, 1);
    connect(m_on, &QCheckBox::toggled, this, &SinkRow::emitSink);
    connect(m_logit, &QDoubleSpinBox::valueChanged, this, &SinkRow::emitSink);
}

void SinkRow::setSink(std::optional<double> sinkLogit)
{
    const QSignalBlocker blockOn(m_on), blockLogit(m_logit);
    m_on->setChecked(sinkLogit.has_value());
    if (sinkLogit)
        m_logit->setValue(*sinkLogit);
    m_logit->setEnabled(sinkLogit.has_value() && isEnabled());
}

void SinkRow::emitSink()
{
    m_logit->setEnabled(m_on->isChecked());
    emit sinkChanged(m_on->isChecked() ? std::optional(m_logit->value()) : std::nullopt);
}
