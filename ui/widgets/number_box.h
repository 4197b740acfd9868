#pragma once
// Number boxes that take what people type, or say why not.

#include <QDoubleSpinBox>
#include <QSpinBox>
#include <optional>

/// What was typed into a number box, as a number: full-width digits, signs and points from a
/// Chinese input method (０．１４, －１) read as their ASCII forms, e-notation (1e9) taken, the box's
/// prefix and suffix dropped; nothing for text that is not a finite number.
std::optional<double> typedNumber(const QString &typed, const QString &prefix, const QString &suffix, const QLocale &locale);

/// Why a box from `low` to `high` with `decimals` decimals cannot take a typed number.
enum class Refusal { None, NotANumber, OutOfRange, NotWhole };
Refusal refusalOf(std::optional<double> number, double low, double high, int decimals);
/// The sentence that says so, with `kept`, the box's value as it shows it, which stays:
/// "-1 is not between 1 and 1024: the box keeps 64."
QString refusalSentence(Refusal refusal, const QString &typed, double low, double high, const QString &kept);

/// A QSpinBox or QDoubleSpinBox that takes every number typed in a form people use (typedNumber())
/// when Enter is pressed or the focus leaves, and otherwise keeps its value and says why (refuse()).
/// Qt's own boxes refuse a keystroke without a word, so 99999 became 9.00, 1e9 became 19 and -1
/// became 1; and they take a number at every keystroke, so typing 1e9 passed through 1.
template <class Box>
class ForgivingBox : public Box
{
public:
    explicit ForgivingBox(QWidget *parent = nullptr)
        : Box(parent)
    {
        this->setKeyboardTracking(false);
    }
    QValidator::State validate(QString &input, int &position) const override;
    void fixup(QString &input) const override;

protected:
    /// A number it does not take: by default a tooltip under the box says why, and so does its
    /// property "refusal" (empty again once a number is taken), for tests.
    virtual void refuse(const QString &typed, std::optional<double> number, Refusal refusal) const;
};

using NumberBox = ForgivingBox<QSpinBox>;
using DecimalBox = ForgivingBox<QDoubleSpinBox>;
