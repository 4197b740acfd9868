#include "widgets/room_for.h"

#include <QBoxLayout>
#include <QGridLayout>
#include <QHash>
#include <QSet>
#include <QVariant>
#include <QWidget>

namespace {

// A layout's own stretches, kept before the first change (a box's places, a grid's rows then its
// columns), and those giveRoomTo() gave it: where one differs from what the layout has now, its
// owner has set its own since.
constexpr char kOwnStretches[] = "ownStretches";
constexpr char kGivenStretches[] = "givenStretches";

QList<int> stretches(const QLayout *layout)
{
    QList<int> own;
    if (const auto *box = qobject_cast<const QBoxLayout *>(layout)) {
        for (int i = 0; i < box->count(); ++i)
            own.append(box->stretch(i));
    } else if (const auto *grid = qobject_cast<const QGridLayout *>(layout)) {
        for (int row = 0; row < grid->rowCount(); ++row)
            own.append(grid->rowStretch(row));
        for (int column = 0; column < grid->columnCount(); ++column)
            own.append(grid->columnStretch(column));
    }
    return own;
}

// Sets a layout's stretches in stretches()'s order, each of `larger` `factor` times its own.
void setStretches(QLayout *layout, const QList<int> &own, const QSet<int> &larger, int factor)
{
    const auto stretch = [&](int i) { return larger.contains(i) ? own[i] * factor : own[i]; };
    if (auto *box = qobject_cast<QBoxLayout *>(layout)) {
        for (int i = 0; i < std::min(box->count(), int(own.size())); ++i)
            box->setStretch(i, stretch(i));
    } else if (auto *grid = qobject_cast<QGridLayout *>(layout)) {
        for (int row = 0; row < grid->rowCount(); ++row)
            grid->setRowStretch(row, stretch(row));
        for (int column = 0; column < grid->columnCount(); ++column)
            grid->setColumnStretch(column, stretch(grid->rowCount() + column));
    }
}

// The box or grid layout of `layout`'s tree that holds `widget` itself, or null.
QLayout *holderOf(QLayout *layout, QWidget *widget)
{
    if (!layout)
        return nullptr;
    if (layout->indexOf(widget) >= 0)
        return qobject_cast<QBoxLayout *>(layout) || qobject_cast<QGridLayout *>(layout) ? layout : nullptr;
    for (int i = 0; i < layout->count(); ++i)
        if (QLayout *holder = holderOf(layout->itemAt(i)->layout(), widget))
            return holder;
    return nullptr;
}

// The places of `holder`, in stretches()'s order, that hold `widget`.
QList<int> placesOf(QLayout *holder, QWidget *widget)
{
    const int index = holder->indexOf(widget);
    const auto *grid = qobject_cast<QGridLayout *>(holder);
    if (!grid)
        return {index};
    int row = 0, column = 0, rows = 0, columns = 0;
    grid->getItemPosition(index, &row, &column, &rows, &columns);
    QList<int> places;
    for (int r = row; r < row + rows; ++r)
        places.append(r);
    for (int c = column; c < column + columns; ++c)
        places.append(grid->rowCount() + c);
    return places;
}

} // namespace

void giveRoomTo(QWidget *root, const QList<QWidget *> &pointed, int factor)
{
    QHash<QLayout *, QSet<int>> larger;
    for (QWidget *widget : pointed)
        for (QWidget *child = widget; child && child != root && child->parentWidget(); child = child->parentWidget())
            if (QLayout *holder = holderOf(child->parentWidget()->layout(), child))
                for (int place : placesOf(holder, child))
                    larger[holder].insert(place);
    for (QLayout *layout : root->findChildren<QLayout *>()) {
        if (!layout->property(kOwnStretches).isValid() && !larger.contains(layout))
            continue;
        // A stretch that is not the one given was set by the layout's owner since: its own now.
        const QList<int> now = stretches(layout);
        const QList<int> given = layout->property(kGivenStretches).value<QList<int>>();
        QList<int> own = layout->property(kOwnStretches).value<QList<int>>();
        if (own.size() != now.size() || given.size() != now.size())
            own = now;  // never given, or the layout has other places now
        for (qsizetype i = 0; i < now.size(); ++i)
            if (now[i] != given.value(i))
                own[i] = now[i];
        layout->setProperty(kOwnStretches, QVariant::fromValue(own));
        setStretches(layout, own, factor > 1 ? larger.value(layout) : QSet<int>(), factor);
        layout->setProperty(kGivenStretches, QVariant::fromValue(stretches(layout)));
    }
}
