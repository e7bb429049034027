import Foundation

/// Shapebook's nbconvert template, `jupyter nbconvert --to html --template shapebook`:
/// JupyterLab's HTML (nbconvert's default `lab` template) in which each figure's image has the
/// figure's description as its alt text.
///
/// nbconvert's `lab` template writes an `<img>` for an SVG or PNG output with no alt attribute
/// (nbconvert then puts "No description has been provided for this image" on it and warns), and
/// its `classic` template reads `alt` from the PNG's metadata only, while it shows the SVG. This
/// one extends `lab` and adds the output's `alt` metadata (the SVG's or the PNG's, which the
/// kernel fills with the description, `FigureBundle`) to the `<img>` its block wrote.
public enum NbconvertTemplate {
    /// The name nbconvert finds it by: `<Jupyter data directory>/nbconvert/templates/shapebook`.
    public static let name = "shapebook"

    /// The template's files by name: its `conf.json` (based on `lab`) and `index.html.j2`.
    public static let files: [String: String] = [
        "conf.json": """
            {
              "base_template": "lab",
              "mimetypes": {"text/html": true}
            }

            """,
        "index.html.j2": """
            {#- Shapebook's nbconvert template: JupyterLab's HTML, with each figure's description
                (the `alt` of its output's metadata, written by the Shapebook kernel) as the alt
                text of its image. Written by `shapebook install`. -#}
            {%- extends 'lab/index.html.j2' -%}

            {%- macro described(image, output, mimetype) -%}
            {%- set alt = (output | get_metadata('alt', mimetype)) or (output | get_metadata('alt', 'image/png')) -%}
            {%- if alt -%}
            {{ image | replace('<img ', '<img alt="' ~ (alt | escape_html) ~ '" ', 1) }}
            {%- else -%}
            {{ image }}
            {%- endif -%}
            {%- endmacro -%}

            {% block data_svg scoped %}{{ described(super(), output, 'image/svg+xml') }}{% endblock data_svg %}
            {% block data_png scoped %}{{ described(super(), output, 'image/png') }}{% endblock data_png %}

            """,
    ]

    /// Writes the template's files into `directory` (its own directory, named `name`), creating
    /// it as needed.
    public static func write(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (file, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(file))
        }
    }
}
