// The back-office's audit log (issue 14): every admin action, said in French.

export const AUDIT_ACTIONS = {
  'compte.suspendu': 'Compte suspendu',
  'compte.reactive': 'Compte réactivé',
  'boutique.approuvee': 'Boutique approuvée',
  'boutique.refusee': 'Boutique refusée',
  'produit.retire': 'Produit retiré de la vente',
  'produit.remis': 'Produit remis en vente',
  'signalement.clos': 'Signalement classé',
  'commande.statut': 'Statut de commande changé par l’équipe',
  'commande.annulee': 'Commande annulée',
  'famille.ajoutee': 'Famille ajoutée',
  'famille.modifiee': 'Famille modifiée',
  'famille.supprimee': 'Famille supprimée',
  'categorie.ajoutee': 'Catégorie ajoutée',
  'categorie.modifiee': 'Catégorie modifiée',
  'categorie.supprimee': 'Catégorie supprimée',
  'produits.deplaces': 'Produits déplacés vers une autre catégorie',
  'taux.modifie': 'Taux de change fixé',
  'avis.masque': 'Avis masqué',
  'avis.affiche': 'Avis de nouveau visible',
  'avis.signalements.clos': 'Signalements d’avis classés',
  'article.cree': 'Article créé',
  'article.modifie': 'Article modifié',
  'commentaire.masque': 'Commentaire masqué',
  'commentaire.affiche': 'Commentaire de nouveau visible',
  'commentaire.signalements.clos': 'Signalements de commentaire classés',
  'recette.retiree': 'Recette retirée du blog',
  'allegation.approuvee': 'Texte approuvé (allégations de santé)',
  'allegation.rejetee': 'Texte rejeté (allégations de santé)',
  'commission.modifiee': 'Taux de commission fixé',
  'commission.supprimee': 'Taux de commission particulier supprimé',
  'remboursement.regle': 'Remboursement réglé à l’acheteur',
  'versement.cree': 'Versement à une boutique',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_TARGETS = {
  compte: 'Compte',
  boutique: 'Boutique',
  produit: 'Produit',
  signalement: 'Signalement',
  commande: 'Commande',
  famille: 'Famille',
  categorie: 'Catégorie',
  devise: 'Devise',
  avis: 'Avis',
  article: 'Article',
  commentaire: 'Commentaire',
  recette: 'Recette',
  allegation: 'Texte à relire',
  commission: 'Commission',
} as const;

export type AuditTarget = keyof typeof AUDIT_TARGETS;
