import type { MenuLabels } from "../../components/featureModule.ts";

/** The feature's console menu entries' labels by key (the entries are the catalogue's, @eos/contracts menuCatalogue). */
export const onecardMenu: MenuLabels = {
  onecardDevices: "onecard.menu.devices",
  onecardCards: "onecard.menu.cards",
  onecardConsume: "onecard.menu.consume",
};
