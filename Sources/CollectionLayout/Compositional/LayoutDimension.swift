import Foundation

/// One dimension of a compositional layout element, as UIKit's `NSCollectionLayoutDimension`:
/// a fraction of the container's width or height, an absolute number of points, or an
/// estimate. Headlessly there is no content to measure, so an estimate is used as the size.
public final class LayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// What the value means.
    public enum Kind: Hashable, Sendable {
        /// A fraction of the container's width.
        case fractionalWidth
        /// A fraction of the container's height.
        case fractionalHeight
        /// Points.
        case absolute
        /// Points, as an estimate the cell would refine by self-sizing.
        case estimated
    }

    /// What `dimension` means.
    public let kind: Kind
    /// The fraction or the points.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite ? dimension : 0
    }

    /// `fraction` of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> Self { Self(.fractionalWidth, fraction) }
    /// `fraction` of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> Self { Self(.fractionalHeight, fraction) }
    /// `points` exactly.
    public static func absolute(_ points: CGFloat) -> Self { Self(.absolute, points) }
    /// `points` as an estimate (used as the size headlessly).
    public static func estimated(_ points: CGFloat) -> Self { Self(.estimated, points) }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is an absolute size.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension stands for in a container of `container` size (never negative).
    public func resolved(in container: CGSize) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = container.width * dimension
        case .fractionalHeight: value = container.height * dimension
        case .absolute, .estimated: value = dimension
        }
        return value.isFinite ? max(0, value) : 0
    }

    /// Same kind and value.
    public static func == (lhs: LayoutDimension, rhs: LayoutDimension) -> Bool {
        lhs.kind == rhs.kind && lhs.dimension == rhs.dimension
    }

    /// Hashes kind and value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(dimension)
    }

    /// "fractionalWidth(0.5)", "absolute(44)", ….
    public var description: String { "\(kind)(\(dimension))" }
}

/// The size of a compositional layout element, as UIKit's `NSCollectionLayoutSize`: a width and
/// a height dimension, each resolved against the element's container.
public final class LayoutSize: Hashable, Sendable {
    /// The width.
    public let widthDimension: LayoutDimension
    /// The height.
    public let heightDimension: LayoutDimension

    /// A size of `widthDimension` × `heightDimension`.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The points this size stands for in a container of `container` size.
    public func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// Same dimensions.
    public static func == (lhs: LayoutSize, rhs: LayoutSize) -> Bool {
        lhs.widthDimension == rhs.widthDimension && lhs.heightDimension == rhs.heightDimension
    }

    /// Hashes both dimensions.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(widthDimension)
        hasher.combine(heightDimension)
    }
}
