#pragma once
// Help: the handbook (F1), the keyboard shortcuts (written from the window's actions) and About.

class ActionTable;
class QMenu;
class QWidget;

/// The Help menu of `window`, its actions added to `actions`.
QMenu *createHelpMenu(QWidget *window, ActionTable *actions);
