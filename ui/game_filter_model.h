#pragma once

#include <QSortFilterProxyModel>

namespace tavleya {

// Narrows a GameListModel to the games whose chosen field contains a text
// (any case): a player (White or Black), the event, the result, the
// variant, or any of them. Sorts by the list's numbers where it has them.
class GameFilterModel : public QSortFilterProxyModel {
    Q_OBJECT

public:
    enum Field { AnyField, PlayerField, EventField, ResultField, VariantField };

    explicit GameFilterModel(QObject* parent = nullptr);

    void setFilter(Field field, const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    Field field_ = AnyField;
    QString text_;
};

}  // namespace tavleya
