#pragma once
// "Show Code": the Python that rebuilds what a view shows, in NumPy and in PyTorch, to copy
// into a notebook or save with the arrays it loads.

#include "export/code_snippets.h"
#include "training/run.h"

#include <optional>
#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTabWidget;

/// One matrix the dialog offers code for, as it was when the dialog opened.
struct CodeSource
{
    QString title;       ///< e.g. "Sentence A: tigers love rabbits ."
    QString numpy;
    QString pytorch;
    pe::CodeInputs inputs;  ///< the .npy files both scripts load
    /// A training script (PyTorch only, numpy empty): Save also trains these settings and writes
    /// the run into the folder's run/, which the script replays.
    std::optional<pe::TrainingSettings> training = std::nullopt;
};

class CodeDialog : public QDialog
{
    Q_OBJECT
public:
    /// `sources` must not be empty.
    explicit CodeDialog(const QList<CodeSource> &sources, QWidget *parent = nullptr);

    /// Writes the shown script (code_numpy.py or code_pytorch.py: not numpy.py, which would hide NumPy itself) and its .npy files
    /// (for a training script, the run folder run/) into `folder`.
    /// Returns the files written; on failure an empty list and `error` says why.
    QStringList saveTo(const QString &folder, QString *error) const;
    /// The script shown now.
    QString shownCode() const;

    QComboBox *sourceControl() const { return m_source; }
    QTabWidget *languageTabs() const { return m_tabs; }

private:
    void showSource(int index);

    QList<CodeSource> m_sources;
    QComboBox *m_source;
    QTabWidget *m_tabs;
    QPlainTextEdit *m_numpy;
    QPlainTextEdit *m_pytorch;
    QLabel *m_inputs;
};

/// Opens the dialog for `sources` over `parent` (not modal: the view stays usable), or says
/// why there is nothing to show.
void showCodeDialog(QWidget *parent, const QList<CodeSource> &sources);
