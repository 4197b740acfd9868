#pragma once
// The Attention Lab's attention sink: on or off, and its logit S.

#include <QWidget>
#include <optional>

#include "widgets/number_box.h"

class QCheckBox;

/// "Attention sink S" and a box for S (−pe::kMaxSinkLogit to pe::kMaxSinkLogit), enabled while the
/// sink is on. sinkChanged() says what the user set; setSink() shows a value without echoing it.
class SinkRow : public QWidget
{
    Q_OBJECT
public:
    explicit SinkRow(QWidget *parent = nullptr);

    QCheckBox *switchControl() const { return m_on; }
    DecimalBox *logitControl() const { return m_logit; }
    void setSink(std::optional<double> sinkLogit);

signals:
    void sinkChanged(std::optional<double> sinkLogit);

private:
    void emitSink();

    QCheckBox *m_on;
    DecimalBox *m_logit;
};
