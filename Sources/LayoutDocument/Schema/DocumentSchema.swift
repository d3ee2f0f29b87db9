/// The layout document's schema: the one description that the decoder checks against and the
/// JSON Schema (`layoutshot schema`) is generated from. Each key is declared once, with how it is
/// read (`WrittenDocument.fields` and the `fields` of the model types); this names the shapes the
/// declarations share and the limits a document is held to.
public enum DocumentSchema {
    /// The largest magnitude of any number in a document or an option standing for one: a
    /// billion points is far beyond any content a figure shows, and below it every sum, product
    /// and conversion to an integer downstream stays finite and exact to a thousandth.
    public static let largestMagnitude = 1e9

    /// The document version this build reads.
    public static let currentVersion = 1

    /// The shape of a whole document.
    static var document: SchemaShape { .object(WrittenDocument.fields.shape) }

    /// Item counts are capped so that a typo cannot exhaust memory.
    public static let maximumItemsPerSection = 10_000_000

    /// Keys of `overrides` and annotations: `S-I` for the cell at section S, item I; `header S` /
    /// `footer S`; `KIND S` or `KIND S-I` for a supplementary view of a layout's own kind;
    /// `decoration KIND S[-I]`; `*` in place of a number matches every section or item.
    public static let elementPattern =
        #"([0-9]{1,9}|\*)-([0-9]{1,9}|\*)|(decoration )?(?!(cell|decoration) )[A-Za-z_][A-Za-z0-9_.-]{0,99} ([0-9]{1,9}|\*)(-([0-9]{1,9}|\*))?"#
}
