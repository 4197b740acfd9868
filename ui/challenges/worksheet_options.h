#pragma once
// How a teacher wants the worksheet on paper: chosen before File › Print Worksheet… and Save
// Worksheet as PDF… (or with --greys, --compact and --answer-key), and remembered for next time.

#include <QDialog>

#include <optional>

class QCheckBox;

/// The worksheet's look and parts.
struct WorksheetOptions
{
    /// Black, white and greys only, for a black-and-white printer: heatmaps in greys, lines and
    /// points told apart by dashes, markers and shades instead of hues.
    bool greys = false;
    /// Fewer pages: smaller pictures beside their choices, shorter blanks, less space between questions.
    bool compact = false;
    /// The answer key in a file (or print job) of its own, so that the students' copies go without it.
    bool keyApart = false;

    /// The choice made last time (QSettings), or the defaults.
    static WorksheetOptions remembered();
    /// Kept for next time.
    void remember() const;
};

/// The small dialog before the print dialog or the file dialog: three boxes, as last time.
class WorksheetOptionsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit WorksheetOptionsDialog(const WorksheetOptions &options, QWidget *parent = nullptr);

    WorksheetOptions options() const;
    QCheckBox *greysControl() const { return m_greys; }
    QCheckBox *compactControl() const { return m_compact; }
    QCheckBox *keyApartControl() const { return m_keyApart; }

    /// Shows the dialog with the remembered options; those chosen (and remembered), or nothing when cancelled.
    static std::optional<WorksheetOptions> ask(QWidget *parent);

private:
    QCheckBox *m_greys;
    QCheckBox *m_compact;
    QCheckBox *m_keyApart;
};
