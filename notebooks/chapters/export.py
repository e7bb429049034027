"""The notebook 08 · Exporting figures: its prose and cells."""

from .cells import code, md


def notebook():
    return "08-export", [
        md("""
# 08 · Exporting figures

Every figure a cell shows carries its renderings in the formats `Canvas.formats` lists: SVG and
PNG unless a cell asks for others (the PNG is drawn at `Canvas.scale` pixels per point, 2 by
default, on a transparent background). `save(_:to:scale:)` writes the same bytes to a file,
choosing the format from the extension: `.svg`, `.png`, or `.pdf` for a vector PDF to put in a
paper. Relative paths are relative to the notebook's directory (the kernel's working directory);
git ignores the `badge*` files this notebook writes there.
"""),
        code("""
let badge = ZStack {
    Circle().fill(.orange)
    Star(points: 5, cornerRadius: 6).fill(.white).padding(20)
}
.frame(width: 160, height: 160)
badge
"""),
        code("""
save(badge, to: "badge.svg")
save(badge, to: "badge.png")
save(badge, to: "badge@3x.png", scale: 3)
save(badge, to: "badge.pdf")
print("saved")
"""),
        md("""
The files are exactly what the cell above displays: the SVG is byte-identical to the
`image/svg+xml` output, the PNG to the `image/png` output (at the same scale), and the PDF to
`application/pdf` when the cell's formats include it.

`Canvas.formats` chooses what each figure sends, as matplotlib's `figure_formats`. This notebook,
like every tutorial, was run with PDF added (`SHAPEBOOK_FORMATS=svg,png,pdf`), so `jupyter
nbconvert --to latex` and `--to pdf` use the PDFs and need no Inkscape:
"""),
        code("""
Canvas.formats
"""),
        md("""
A background can be set for the whole session, and the canvas size for shapes without a frame:
"""),
        code("""
Canvas.background = Color(hex: "#d6e8f8")
Canvas.size = CGSize(width: 120, height: 120)
Star(points: 7, cornerRadius: 4).fill(.blue)
"""),
        md("""
Mistakes are reported clearly: the extension must be `.png`, `.svg` or `.pdf`, and the directory
must exist and be writable.
"""),
        code("save(badge, to: \"badge.jpg\")"),
        md("""
## Outside Jupyter

The same script renders from the command line:

```
shapebook render badge.shape -o badge.svg
shapebook render badge.shape -o badge.png --scale 3
shapebook render badge.shape -o badge.pdf
```

writes the script's last figure, byte-identical to what the notebook shows.
"""),
    ]
