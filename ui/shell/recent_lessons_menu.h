#pragma once
// File › Open Recent.

#include <QMenu>

/// The lesson files opened or saved last, newest first, kept in the settings from one run to
/// the next; disabled while there are none.
class RecentLessonsMenu : public QMenu
{
    Q_OBJECT
public:
    explicit RecentLessonsMenu(QWidget *parent = nullptr);

    /// Puts `path` first.
    void remember(const QString &path);

signals:
    void chosen(const QString &path);

private:
    void fill();
};
