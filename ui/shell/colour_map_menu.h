#pragma once
// View › Colour Map.

#include <QMenu>

class AppState;
class QActionGroup;

/// One entry per colour map (allColourMaps()); choosing one sets the state's, and the checked
/// entry follows the state's, also when a lesson sets it.
class ColourMapMenu : public QMenu
{
    Q_OBJECT
public:
    ColourMapMenu(AppState *state, QWidget *parent = nullptr);

private:
    void followState();

    AppState *m_state;
    QActionGroup *m_maps;
};
