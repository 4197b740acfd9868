// More room for what a lesson step points at: the stretch of every layout between it and the
// window grows by the factor, the others keep theirs, and each call puts back what the last
// changed — also after the layout's owner has set a stretch of its own in between.

#include "widgets/room_for.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QtTest>

class TestRoomFor : public QObject
{
    Q_OBJECT
private slots:
    void stretchesThePathToThePointedWidget_data();
    void stretchesThePathToThePointedWidget();
    void anOwnersStretchIsKept();
};

namespace {

// A window as the explorer lays out its plots: a grid of a wide cell over a row, and in the row
// a box of two, the second of which holds a box of two plots.
struct Window
{
    QWidget root;
    QGridLayout *grid = new QGridLayout(&root);
    QWidget *wide = new QWidget, *side = new QWidget, *row = new QWidget;
    QHBoxLayout *rowBox = new QHBoxLayout(row);
    QWidget *first = new QWidget, *pair = new QWidget;
    QHBoxLayout *pairBox = new QHBoxLayout(pair);
    QWidget *left = new QWidget, *right = new QWidget;

    Window()
    {
        grid->addWidget(wide, 0, 0, 1, 2);
        grid->addWidget(side, 0, 2);
        grid->addWidget(row, 1, 0, 1, 3);
        for (int column = 0; column < 3; ++column)
            grid->setColumnStretch(column, 1);
        grid->setRowStretch(0, 1);
        grid->setRowStretch(1, 1);
        rowBox->addWidget(first, 1);
        rowBox->addWidget(pair, 2);
        pairBox->addWidget(left, 1);
        pairBox->addWidget(right, 0);  // no stretch: it keeps none
    }
    QWidget *named(const QString &name)
    {
        const QHash<QString, QWidget *> widgets{{QStringLiteral("wide"), wide}, {QStringLiteral("side"), side},
                                                {QStringLiteral("first"), first}, {QStringLiteral("left"), left},
                                                {QStringLiteral("right"), right}};
        return widgets.value(name);
    }
    // Rows, columns, the row's box, the pair's box.
    QList<int> stretches() const
    {
        return {grid->rowStretch(0), grid->rowStretch(1), grid->columnStretch(0), grid->columnStretch(1), grid->columnStretch(2),
                rowBox->stretch(0), rowBox->stretch(1), pairBox->stretch(0), pairBox->stretch(1)};
    }
};

const QList<int> kOwn{1, 1, 1, 1, 1, 1, 2, 1, 0};

} // namespace

void TestRoomFor::stretchesThePathToThePointedWidget_data()
{
    QTest::addColumn<QStringList>("pointed");
    QTest::addColumn<QList<int>>("stretches");
    QTest::newRow("nothing") << QStringList() << kOwn;
    QTest::newRow("a cell over two columns") << QStringList{QStringLiteral("wide")} << QList<int>{2, 1, 2, 2, 1, 1, 2, 1, 0};
    QTest::newRow("a cell of one column") << QStringList{QStringLiteral("side")} << QList<int>{2, 1, 1, 1, 2, 1, 2, 1, 0};
    QTest::newRow("two cells of one row") << QStringList{QStringLiteral("wide"), QStringLiteral("side")} << QList<int>{2, 1, 2, 2, 2, 1, 2, 1, 0};
    QTest::newRow("nested two deep") << QStringList{QStringLiteral("left")} << QList<int>{1, 2, 2, 2, 2, 1, 4, 2, 0};
    QTest::newRow("a place of no stretch") << QStringList{QStringLiteral("right")} << QList<int>{1, 2, 2, 2, 2, 1, 4, 1, 0};
    QTest::newRow("first of the row") << QStringList{QStringLiteral("first")} << QList<int>{1, 2, 2, 2, 2, 2, 2, 1, 0};
}

void TestRoomFor::stretchesThePathToThePointedWidget()
{
    QFETCH(QStringList, pointed);
    QFETCH(QList<int>, stretches);
    Window window;
    QList<QWidget *> widgets;
    for (const QString &name : pointed)
        widgets.append(window.named(name));
    // From another step's room, as Next comes from one: the same as from none.
    giveRoomTo(&window.root, {window.left}, 2);
    giveRoomTo(&window.root, widgets, 2);
    QCOMPARE(window.stretches(), stretches);
    giveRoomTo(&window.root, widgets, 1);
    QCOMPARE(window.stretches(), kOwn);
}

void TestRoomFor::anOwnersStretchIsKept()
{
    Window window;
    giveRoomTo(&window.root, {window.side}, 2);
    window.grid->setRowStretch(1, 0);  // its owner hides the lower row
    giveRoomTo(&window.root, {window.wide}, 2);
    QCOMPARE(window.stretches(), (QList<int>{2, 0, 2, 2, 1, 1, 2, 1, 0}));
    giveRoomTo(&window.root, {}, 1);
    QCOMPARE(window.stretches(), (QList<int>{1, 0, 1, 1, 1, 1, 2, 1, 0}));
}

QTEST_MAIN(TestRoomFor)
#include "test_room_for.moc"
