/**
 * Foundry only: the dice a player rolls to learn after a team conflict, one d6 per skill, as one
 * Foundry roll posted to the table with a flavour naming the skill of each die in order. Rolled on the
 * client that records them: the sheet's when its user may edit the conflict, else the active GM's
 * (conflict-relay.ts), so a player's client never supplies the faces.
 */
export async function rollLearningDice(conflictActor: Actor.Implementation, playerName: string, skills: readonly string[]): Promise<number[]> {
  const roll = new foundry.dice.Roll(`${skills.length}d6`);
  await roll.evaluate();
  const faces = (roll.dice[0]?.results ?? []).map((r) => Number(r.result));
  const dice = skills.map((skill, i) => game.i18n.format("VOWFORGE.Rulesets.Conflict.Learn.Die", { skill, die: String(faces[i] ?? "?") }));
  // Names and skills are user text and Foundry shows a flavour as HTML: escaped whole (the
  // translations hold no markup; tests/security/html-sinks.test.ts holds every flavour of src/).
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor: conflictActor }),
    flavor: foundry.utils.escapeHTML(game.i18n.format("VOWFORGE.Rulesets.Conflict.Learn.RollFlavor", { name: playerName, skills: dice.join(", ") })),
  });
  return faces;
}
