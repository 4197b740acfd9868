#pragma once
// Number boxes that take what people type, or say why not.

#include <QDoubleSpinBox>
#include <QSpinBox>
#include <optional>

/// What was typed into a number box, as a number: full-width digits, signs and points from a
/// Chinese input method (０．１４, －１) read as their ASCII forms, e-notation (1e9) taken, the box's
/// prefix and suffix dropped; nothing for text that is not a finite number.
std::optional<double> typedNumber(const QString &typed, const QString &prefix, const QString &suffix, const QLocale &locale);

/// Why a number typed into a box of whole numbers (`decimals` 0) from `low` to `high` cannot be
/// taken, or empty when it can: no number, out of the range, or not whole. `kept` is the box's
/// value as it shows it, which stays.
QString refusalOf(const QString &typed, std::optional<double> number, double low, double high, int decimals, const QString &kept);

/// A QSpinBox or QDoubleSpinBox that takes every number typed in a form people use (typedNumber())
/// and otherwise keeps its value and says why, in a tooltip under the box and in its property
/// "refusal" (empty once a number is taken): Qt's own boxes refuse a keystroke without a word, so
/// 99999 became 9.00, 1e9 became 19 and -1 became 1.
template <class Box>
class ForgivingBox : public Box
{
public:
    /// Takes a number when Enter is pressed or the box loses the focus, not at every keystroke:
    /// typing 1e9 passed through 1, and a refused number would have left the box at 1.
    explicit ForgivingBox(QWidget *parent = nullptr)
        : Box(parent)
    {
        this->setKeyboardTracking(false);
    }
    QValidator::State validate(QString &input, int &position) const override;
    void fixup(QString &input) const override;
};

using NumberBox = ForgivingBox<QSpinBox>;
using DecimalBox = ForgivingBox<QDoubleSpinBox>;
