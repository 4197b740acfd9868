#include "widgets/number_box.h"

#include <QCoreApplication>
#include <QToolTip>
#include <cmath>
#include <type_traits>

std::optional<double> typedNumber(const QString &typed, const QString &prefix, const QString &suffix, const QLocale &locale)
{
    QString text = typed.trimmed();
    if (!prefix.isEmpty() && text.startsWith(prefix))
        text.remove(0, prefix.size());
    if (!suffix.isEmpty() && text.endsWith(suffix))
        text.chop(suffix.size());
    // Compatibility forms: full-width ０-９, ．, －, ＋ and ｅ become 0-9, ., -, + and e; the minus sign too.
    text = text.normalized(QString::NormalizationForm_KC).replace(QChar(0x2212), QLatin1Char('-')).trimmed();
    bool ok = false;
    double number = locale.toDouble(text, &ok);
    if (!ok)
        number = QLocale::c().toDouble(text, &ok);
    return ok && std::isfinite(number) ? std::optional<double>(number) : std::nullopt;
}

Refusal refusalOf(std::optional<double> number, double low, double high, int decimals)
{
    if (!number)
        return Refusal::NotANumber;
    if (*number < low || *number > high)
        return Refusal::OutOfRange;
    if (decimals == 0 && *number != std::round(*number))
        return Refusal::NotWhole;
    return Refusal::None;
}

QString refusalSentence(Refusal refusal, const QString &typed, double low, double high, const QString &kept)
{
    switch (refusal) {
    case Refusal::None:
        return {};
    case Refusal::NotANumber:
        return QCoreApplication::translate("NumberBox", "“%1” is not a number: the box keeps %2.").arg(typed.trimmed(), kept);
    case Refusal::OutOfRange:
        return QCoreApplication::translate("NumberBox", "%1 is not between %2 and %3: the box keeps %4.")
            .arg(typed.trimmed()).arg(low).arg(high).arg(kept);
    case Refusal::NotWhole:
        return QCoreApplication::translate("NumberBox", "%1 is not a whole number: the box keeps %2.").arg(typed.trimmed(), kept);
    }
    return {};
}

template <class Box>
QValidator::State ForgivingBox<Box>::validate(QString &input, int &position) const
{
    // Anything may be typed to the end; fixup() then takes it or says why not.
    const QValidator::State state = Box::validate(input, position);
    return state == QValidator::Invalid ? QValidator::Intermediate : state;
}

template <class Box>
void ForgivingBox<Box>::fixup(QString &input) const
{
    const std::optional<double> number = typedNumber(input, this->prefix(), this->suffix(), this->locale());
    int decimals = 0;
    if constexpr (std::is_same_v<Box, QDoubleSpinBox>)
        decimals = this->decimals();
    const Refusal refusal = refusalOf(number, this->minimum(), this->maximum(), decimals);
    const_cast<ForgivingBox *>(this)->setProperty("refusal", QString());
    if (refusal == Refusal::None) {
        input = this->textFromValue(typename std::remove_reference_t<decltype(this->value())>(*number));
        return;
    }
    refuse(input, number, refusal);
    input = this->textFromValue(this->value());
}

template <class Box>
void ForgivingBox<Box>::refuse(const QString &typed, std::optional<double>, Refusal refusal) const
{
    auto *box = const_cast<ForgivingBox *>(this);
    const QString why = refusalSentence(refusal, typed, this->minimum(), this->maximum(), this->textFromValue(this->value()));
    box->setProperty("refusal", why);
    QToolTip::showText(box->mapToGlobal(box->rect().bottomLeft()), why, box);
}

template class ForgivingBox<QSpinBox>;
template class ForgivingBox<QDoubleSpinBox>;
