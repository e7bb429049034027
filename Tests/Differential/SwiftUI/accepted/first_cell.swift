// The README's first cell: a shape filled with an implicit-member colour.
Circle().fill(.red)
