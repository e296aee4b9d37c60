import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { playerGames, players } from '../db/schema';
import type { GameLine, GameRecord } from './oe-games';

type NewPlayer = typeof players.$inferInsert;

/**
 * Finds the stored player of a game line. A line with an OE id belongs to the player with that
 * id; a line without one belongs to the player of the same name on the same team (older OE
 * files dropped the ids), so one pro never appears twice.
 */
export class PlayerDirectory {
  private readonly byOeId = new Map<string, string>();
  private readonly byNameTeam = new Map<string, string>();
  private readonly oeIdOf = new Map<string, string | null>();
  private readonly created: NewPlayer[] = [];
  /** Players created since the directory was loaded. */
  createdCount = 0;
  private readonly linked: { id: string; oeId: string }[] = [];

  static async load(db: Db): Promise<PlayerDirectory> {
    const directory = new PlayerDirectory();
    const known = await db
      .select({
        id: players.id,
        oeId: players.oeId,
        name: players.name,
        team: players.team,
        position: players.position,
      })
      .from(players);
    for (const player of known)
      directory.remember(player.id, player.oeId, player.name, player.team, player.position);
    // Every name/team a player has had, so a former team's rows still find them.
    const history = await db
      .selectDistinct({
        playerId: playerGames.playerId,
        name: playerGames.playerName,
        team: playerGames.team,
        position: playerGames.position,
      })
      .from(playerGames);
    for (const row of history) {
      directory.byNameTeam.set(nameKey(row.name, row.team, row.position), row.playerId);
    }
    return directory;
  }

  resolve(line: GameLine, game: GameRecord): string {
    const { row } = line;
    const oeId = row.oePlayerId;
    if (oeId) {
      const known = this.byOeId.get(oeId);
      if (known) return known;
    }
    const key = nameKey(row.playerName, row.teamName, line.position);
    const byName = this.byNameTeam.get(key);
    if (byName) {
      const storedOeId = this.oeIdOf.get(byName) ?? null;
      if (!oeId) return byName;
      if (storedOeId === null) {
        // The same pro seen first without an id: keep the id from now on.
        this.linked.push({ id: byName, oeId });
        this.remember(byName, oeId, row.playerName, row.teamName, line.position);
        return byName;
      }
    }
    const id = randomUUID();
    this.createdCount += 1;
    this.created.push({
      id,
      oeId,
      name: row.playerName,
      position: line.position,
      team: row.teamName,
      region: game.region,
      homeLeague: game.league,
    });
    this.remember(id, oeId, row.playerName, row.teamName, line.position);
    return id;
  }

  /** Writes the players created and the ids learnt since the last flush. */
  async flush(db: Db): Promise<void> {
    if (this.created.length > 0) await db.insert(players).values(this.created.splice(0));
    for (const { id, oeId } of this.linked.splice(0)) {
      await db.update(players).set({ oeId }).where(eq(players.id, id));
    }
  }

  private remember(id: string, oeId: string | null, name: string, team: string, position: string) {
    if (oeId) this.byOeId.set(oeId, id);
    this.oeIdOf.set(id, oeId);
    this.byNameTeam.set(nameKey(name, team, position), id);
  }
}

// Teams are "players" too; their key never meets a person's.
function nameKey(name: string, team: string, position: string): string {
  const kind = position === 'TEAM' ? 'team' : 'pro';
  return `${kind}|${name.toLowerCase()}|${team.toLowerCase()}`;
}
