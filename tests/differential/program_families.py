"""The families of generated programs (generate_programs.py): each builder takes a
`random.Random` and returns (a one-line summary, the program's lines)."""

from families_arithmetic import double_arithmetic, int_arithmetic, mistyped, traps
from families_structures import (class_references, collection_pipeline, control_flow, enum_fold, optional_chain,
                                 string_building, struct_update)

FAMILIES = {
    "int_arithmetic": int_arithmetic,
    "double_arithmetic": double_arithmetic,
    "control_flow": control_flow,
    "enum_fold": enum_fold,
    "struct_update": struct_update,
    "collection_pipeline": collection_pipeline,
    "optional_chain": optional_chain,
    "string_building": string_building,
    "class_references": class_references,
    "traps": traps,
    "mistyped": mistyped,
}
