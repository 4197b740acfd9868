#pragma once
// The handbook (docs/handbook) in a window of its own, in the interface's language: the pages in a
// list, the page beside it, drawn from its Markdown by Qt's own QTextBrowser. The pages are built
// into the program as resources (:/handbook/LANGUAGE/PAGE.md), so it needs no installed files.

#include <QStringList>
#include <QUrl>
#include <QWidget>

class QListWidget;
class QTextBrowser;

/// Help › Handbook (F1): a top-level window, made the first time it is asked for (showHandbook()).
class HandbookWindow : public QWidget
{
    Q_OBJECT
public:
    explicit HandbookWindow(QWidget *parent = nullptr);

    /// The handbook's pages in the order of its list, the same files in every language:
    /// "index.md", "encoding-explorer.md", …
    static QStringList pageFiles();
    /// The folder of the handbook in `language` ("en", "zh_CN"): ":/handbook/zh_CN/", or the
    /// English one for a language without a handbook.
    static QString folder(const QString &language);

    /// Shows `file`, one of pageFiles(), in the interface's language.
    void showPage(const QString &file);
    /// The page shown, as a resource URL (qrc:/handbook/en/formula.md).
    QUrl currentPage() const;
    QTextBrowser *browser() const { return m_browser; }
    QListWidget *pageList() const { return m_pages; }
    /// A link of the page shown: another page (relative, as the Markdown writes it) opens here,
    /// a web address in the browser.
    void followLink(const QUrl &link);

private:
    // The list follows the page shown, also one reached by a link.
    void selectListedPage(const QUrl &page);

    QString m_folder;
    QListWidget *m_pages;
    QTextBrowser *m_browser;
};

/// The handbook of `window`, made the first time, shown and raised (Help › Handbook, --view handbook).
HandbookWindow *showHandbook(QWidget *window);
