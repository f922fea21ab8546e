interface EventDateTileProps {
  tile: { day: string; month: string } | null;
  tba: string;
}

/**
 * The calendar tile over the image. The full date is written out beside it, so the tile is
 * hidden from assistive technology rather than read twice.
 */
export function EventDateTile({ tile, tba }: EventDateTileProps) {
  return (
    <span className="event-date-tile" aria-hidden="true">
      {tile ? (
        <>
          <span className="event-date-tile__day">{tile.day}</span>
          <span className="event-date-tile__month">{tile.month}</span>
        </>
      ) : (
        <span className="event-date-tile__day event-date-tile__day--tba">{tba}</span>
      )}
    </span>
  );
}
